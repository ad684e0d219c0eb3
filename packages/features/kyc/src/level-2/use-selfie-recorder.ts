import { useCallback, useEffect, useRef, useState } from 'react';
import { KYC_VIDEO_MAX_BYTES } from '@wallet/api';

/** How long the selfie video runs. */
export const SELFIE_SECONDS = 5;
/** Kept well under the 30 MB the server takes for the selfie video. */
const VIDEO_BITS_PER_SECOND = 1_000_000;
const VIDEO_TYPES = ['video/webm;codecs=vp8,opus', 'video/webm', 'video/mp4'];

export type SelfieProblem =
  /** No camera API or MediaRecorder here: "Video not supported". */
  | 'unsupported'
  /** The user or the host refused the camera or microphone. */
  | 'permission'
  | 'no-camera'
  | 'failed'
  | 'too-large';

export type SelfieState =
  | { step: 'idle' }
  | { step: 'starting' }
  | { step: 'live'; stream: MediaStream }
  | { step: 'recording'; stream: MediaStream; secondsLeft: number }
  | { step: 'recorded'; video: Blob }
  | { step: 'problem'; problem: SelfieProblem };

/** Whether this host can record video in the page at all. */
export function canRecordVideo(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function' &&
    typeof MediaRecorder !== 'undefined'
  );
}

function videoType(): string | undefined {
  return VIDEO_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
}

function problemOf(error: unknown): SelfieProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'permission';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no-camera';
  return 'failed';
}

const stopTracks = (stream: MediaStream) => stream.getTracks().forEach((track) => track.stop());

/** The front camera and microphone, and a MediaRecorder that records SELFIE_SECONDS of them. */
export function useSelfieRecorder() {
  const [state, setState] = useState<SelfieState>(() =>
    canRecordVideo() ? { step: 'idle' } : { step: 'problem', problem: 'unsupported' },
  );
  const streamRef = useRef<MediaStream | null>(null);

  const release = useCallback(() => {
    if (streamRef.current) stopTracks(streamRef.current);
    streamRef.current = null;
  }, []);
  useEffect(() => release, [release]);

  const openCamera = useCallback(async () => {
    if (!canRecordVideo()) {
      setState({ step: 'problem', problem: 'unsupported' });
      return;
    }
    setState({ step: 'starting' });
    try {
      const stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'user' },
        audio: true,
      });
      release();
      streamRef.current = stream;
      setState({ step: 'live', stream });
    } catch (error) {
      setState({ step: 'problem', problem: problemOf(error) });
    }
  }, [release]);

  const record = useCallback(() => {
    const stream = streamRef.current;
    if (!stream) return;
    const mimeType = videoType();
    let recorder: MediaRecorder;
    try {
      recorder = new MediaRecorder(stream, {
        ...(mimeType ? { mimeType } : {}),
        videoBitsPerSecond: VIDEO_BITS_PER_SECOND,
      });
    } catch {
      setState({ step: 'problem', problem: 'unsupported' });
      return;
    }
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      clearInterval(timer);
      release();
      const video = new Blob(chunks, { type: recorder.mimeType || mimeType || 'video/webm' });
      if (video.size === 0) setState({ step: 'problem', problem: 'failed' });
      else if (video.size > KYC_VIDEO_MAX_BYTES) setState({ step: 'problem', problem: 'too-large' });
      else setState({ step: 'recorded', video });
    };
    let secondsLeft = SELFIE_SECONDS;
    setState({ step: 'recording', stream, secondsLeft });
    const timer = setInterval(() => {
      secondsLeft -= 1;
      if (secondsLeft > 0) setState({ step: 'recording', stream, secondsLeft });
      else if (recorder.state === 'recording') recorder.stop();
    }, 1000);
    recorder.start();
  }, [release]);

  return { state, openCamera, record };
}

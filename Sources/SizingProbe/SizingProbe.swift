// SizingProbe: work in progress.

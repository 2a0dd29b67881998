#pragma once

#include <cstddef>
#include <cstdint>

// Every figure a user can type, with the one range the command line (JobParser) and the desktop
// app (its number fields) both accept. Beyond a maximum the figure is absurd rather than large
// (more parameters than any model trained, a thousand-fold more data than exists); below a
// minimum it is no training job. README.md lists them; every example of spec/cli.md is inside.
namespace tp::limits {

struct Range
{
    double min;
    double max;
};

// model (custom architectures)
constexpr Range kParams{1e5, 1e14};
constexpr Range kLayers{1, 10000};
constexpr Range kHidden{16, 1 << 20};
constexpr Range kHeads{1, 1 << 16};
constexpr Range kFfnHidden{1, 1 << 22};
constexpr Range kVocab{1, 1 << 24};
constexpr Range kHeadDim{1, 1 << 16};
constexpr Range kExperts{2, 1 << 16};
constexpr Range kExpertsPerToken{1, 1024};
constexpr Range kSharedExperts{0, 1024};
constexpr Range kForwardGflops{0.001, 1e9};
constexpr Range kImageSize{16, 8192};

// training
constexpr Range kSeqLen{16, 4 * 1024 * 1024};
constexpr Range kLoraRank{1, 1024};
constexpr Range kGlobalBatch{1, 1e8};
constexpr Range kMicroBatch{1, 1e6};
constexpr Range kParallelDegree{1, 65536};

// data
constexpr Range kTokens{1000, 1e14}; // Llama 3: 15T
constexpr Range kSamples{1, 1e12};
constexpr Range kTokensPerSample{1, 4 * 1024 * 1024};
constexpr Range kEpochs{0.01, 1000};
constexpr Range kDatasetGb{0.001, 1e7}; // ten petabytes
// the training loop: evaluation every N steps over S samples, checkpoints every N steps
constexpr Range kLoopEverySteps{1, 1e9};
constexpr Range kEvalSamples{0, 1e12};

// hardware and budget
constexpr Range kNodes{1, 4096}; // Llama 3 405B: 2,048 nodes of 8
constexpr Range kGpusPerNode{1, 64};
constexpr Range kNetworkGbps{0.001, 1e6};
constexpr Range kVcpus{1, 4096};
constexpr Range kMaxCost{0.01, 1e9};
constexpr Range kDeadlineHours{0.1, 87600}; // ten years
// share of GPU memory a candidate leaves free: none, up to half (beyond, the GPU is half idle)
constexpr Range kMemoryHeadroom{0, 0.5};

// a measured run (the figures a log or the user gives; beyond these no GPU cluster trains)
constexpr Range kMeasuredTokensPerSecond{0.001, 1e10}; // 1e10: 10,000 H100s at 1M tokens/s each
constexpr Range kMeasuredSamplesPerSecond{1e-6, 1e9};
constexpr Range kMeasuredStepSeconds{1e-4, 1e7};
constexpr Range kMeasuredMemoryGib{0.01, 4096};
// runs in a job's "measured" list: each is estimated once to calibrate (a few ms each)
constexpr std::size_t kMaxMeasuredRuns = 1000;

// catalog: CNY per USD, whichever way a rate is written (6.2 to 8.3 since 1994, 1.5 in 1980;
// outside 1-50 it is a typo, a unit mistake or a swapped from/to)
constexpr Range kExchangeRate{1, 50};

// catalog: what a GPU, an instance or a price can plausibly be. Bounds are about ten times the
// largest figure on a datasheet today and well below the smallest, so a typo (1e20 GiB, 1e-300
// TFLOPS, a price of 1e-300) is refused with its path instead of turning into an overflow, a
// 1e303-hour run or a free cluster.
constexpr Range kGpuMemoryGib{1, 4096};          // largest: 288 GB HBM3e (NVIDIA B300, AMD MI355X)
constexpr Range kGpuBandwidthGBps{10, 100000};   // largest: 8,000 GB/s (B200/B300)
constexpr Range kGpuTflops{0.01, 200000};        // largest: about 15,000 dense FP4 TFLOPS (B300)
constexpr Range kGpuLinkGBps{0.5, 100000};       // largest: NVLink 5, 1,800 GB/s per GPU
constexpr Range kGpuTdpW{5, 20000};              // largest: 1,400 W (B300)
constexpr Range kInstanceMemoryGib{0.5, 131072}; // largest: 32 TiB (AWS u7in-32tb)
constexpr Range kInstanceNetworkGbps{0.01, 1e5}; // largest: 3,200 Gbit/s (AWS p5, gn8v RDMA)
constexpr Range kRdmaGbps{0, 1e5};
constexpr Range kPricePerHour{0.001, 1e5}; // an instance hour: largest about 800 CNY (8x H200)
constexpr Range kPricePerMonth{0.1, 1e8};  // an instance month: largest about 600,000 CNY
constexpr Range kStorageMBps{0.1, 1e8};
constexpr Range kStorageIops{0, 1e9};
constexpr Range kStoragePricePerGbMonth{0, 1000};
constexpr Range kStorageMinGib{0, 1e8};
constexpr Range kForwardActivationsM{0, 1e7};

// files and the text in them: a file TrainPlan reads (job, hf_config, catalog, overrides, plan,
// price CSV, kept measurements) is a regular file of at most kMaxFileBytes (the largest shipped
// catalog file is under 1 MB; 16 MB leaves a hundred thousand instance types room). A name (of a
// model, GPU, provider, region or instance) has at most kMaxNameChars characters, any other text
// (a source, a note, a rule) at most kMaxTextChars: one 50,000-character provider name, copied
// into every candidate, once made the app take 4.5 GB.
constexpr std::uintmax_t kMaxFileBytes = 16u * 1024u * 1024u;
constexpr std::size_t kMaxNameChars = 128;
constexpr std::size_t kMaxTextChars = 8192;

} // namespace tp::limits

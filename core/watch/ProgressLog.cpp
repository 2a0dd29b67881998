// The progress lines of growing training logs, one format at a time, read as they arrive.
#include "core/watch/ProgressLog.h"

#include "core/InputLimits.h"
#include "core/calibration/RunLogDetail.h"

#include <cctype>
#include <cmath>
#include <nlohmann/json.hpp>

namespace tp::watch {

using runlog::contains;
using runlog::dottedSetting;
using runlog::numberAfter;
using runlog::numberAt;

namespace {

bool digitAt(const std::string &s, std::size_t i)
{
    return i < s.size() && s[i] >= '0' && s[i] <= '9';
}

// Days since 1970-01-01 of a civil date (Howard Hinnant's days_from_civil).
long long daysFromCivil(long long y, unsigned m, unsigned d)
{
    y -= m <= 2;
    const long long era = (y >= 0 ? y : y - 399) / 400;
    const unsigned yoe = static_cast<unsigned>(y - era * 400);
    const unsigned doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + static_cast<long long>(doe) - 719468;
}

int digits(const std::string &s, std::size_t at, std::size_t count)
{
    int v = 0;
    for (std::size_t i = at; i < at + count; ++i)
        v = v * 10 + (s[i] - '0');
    return v;
}

// "H:MM:SS" or "MM:SS" (tqdm's elapsed) at `pos`, as seconds; `end` gets the position after it.
std::optional<double> clockAt(const std::string &s, std::size_t pos, std::size_t *end)
{
    double total = 0;
    int parts = 0;
    std::size_t i = pos;
    while (true) {
        if (!digitAt(s, i))
            return std::nullopt;
        double part = 0;
        while (digitAt(s, i))
            part = part * 10 + (s[i++] - '0');
        total = total * 60 + part;
        ++parts;
        if (i < s.size() && s[i] == ':' && parts < 3) {
            ++i;
            continue;
        }
        break;
    }
    if (parts < 2)
        return std::nullopt;
    *end = i;
    return total;
}

// A tqdm bar: "… 120/1000 [02:00<14:40,  1.00s/it]" (or "it/s"): steps, total, elapsed, s per step.
struct Bar
{
    double done = 0, total = 0, elapsed = 0;
    std::optional<double> secondsPerStep;
};

std::optional<Bar> tqdmBar(const std::string &line)
{
    for (std::size_t open = line.find(" ["); open != std::string::npos; open = line.find(" [", open + 1)) {
        std::size_t end = 0;
        const std::optional<double> elapsed = clockAt(line, open + 2, &end);
        if (!elapsed || end >= line.size() || line[end] != '<')
            continue;
        // "done/total" just before the bracket
        std::size_t slash = line.rfind('/', open);
        if (slash == std::string::npos || slash == 0)
            continue;
        std::size_t start = slash;
        while (start > 0 && digitAt(line, start - 1))
            --start;
        std::size_t doneEnd = 0, totalEnd = 0;
        const auto done = numberAt(line, start, &doneEnd);
        const auto total = numberAt(line, slash + 1, &totalEnd);
        if (!done || !total || doneEnd != slash || *total <= 0)
            continue;
        Bar bar{*done, *total, *elapsed, std::nullopt};
        const std::size_t comma = line.find(',', end);
        if (comma != std::string::npos) {
            std::size_t i = comma + 1;
            while (i < line.size() && line[i] == ' ')
                ++i;
            std::size_t rateEnd = 0;
            if (const auto rate = numberAt(line, i, &rateEnd); rate && *rate > 0) {
                if (line.compare(rateEnd, 4, "s/it") == 0)
                    bar.secondsPerStep = *rate;
                else if (line.compare(rateEnd, 4, "it/s") == 0)
                    bar.secondsPerStep = 1.0 / *rate;
            }
        }
        return bar;
    }
    return std::nullopt;
}

// The number after `key` in a printed Python dict ({'epoch': '0.5'} or {'epoch': 0.5}).
std::optional<double> dictNumber(const std::string &line, const char *key)
{
    const std::string quoted = std::string("'") + key + "'";
    return numberAfter(line, quoted);
}

// Adds an event with the figures a watch may believe: a position, count or duration that is negative
// or not finite (a corrupted line, "global_step: -2") is dropped rather than projected from, and a
// progress line left without a position is no event at all.
void addPlausible(std::vector<ProgressEvent> &events, ProgressEvent e)
{
    const bool hadPosition = e.step || e.epoch;
    for (std::optional<double> *v :
         {&e.elapsed, &e.stepSeconds, &e.step, &e.epoch, &e.evalSeconds, &e.totalSteps, &e.totalEpochs,
          &e.stepsPerEpoch, &e.globalBatch, &e.gpus})
        if (*v && !(std::isfinite(**v) && **v >= 0))
            v->reset();
    if (e.timestamp && !std::isfinite(*e.timestamp))
        e.timestamp.reset();
    // a world size is a whole number of GPUs no cluster exceeds (4,096 nodes of 64)
    constexpr double kMostGpus = limits::kNodes.max * limits::kGpusPerNode.max;
    if (e.gpus && (*e.gpus < 1 || *e.gpus > kMostGpus || *e.gpus != std::floor(*e.gpus)))
        e.gpus.reset();
    if (e.kind == ProgressEvent::Kind::Progress && hadPosition && !e.step && !e.epoch)
        return;
    events.push_back(std::move(e));
}

} // namespace

std::optional<double> lineTimestamp(const std::string &line)
{
    // the first "YYYY-MM-DD" in the first 80 characters, followed by " " or "T" and "HH:MM:SS"
    const std::size_t limit = std::min<std::size_t>(line.size(), 80);
    for (std::size_t i = 0; i + 19 <= line.size() && i < limit; ++i) {
        if (!(digitAt(line, i) && digitAt(line, i + 1) && digitAt(line, i + 2) && digitAt(line, i + 3) &&
              line[i + 4] == '-' && digitAt(line, i + 5) && digitAt(line, i + 6) && line[i + 7] == '-' &&
              digitAt(line, i + 8) && digitAt(line, i + 9) && (line[i + 10] == ' ' || line[i + 10] == 'T') &&
              digitAt(line, i + 11) && digitAt(line, i + 12) && line[i + 13] == ':' &&
              digitAt(line, i + 14) && digitAt(line, i + 15) && line[i + 16] == ':' &&
              digitAt(line, i + 17) && digitAt(line, i + 18)))
            continue;
        if (i > 0 && digitAt(line, i - 1))
            continue;
        const int month = digits(line, i + 5, 2), day = digits(line, i + 8, 2);
        const int hour = digits(line, i + 11, 2), minute = digits(line, i + 14, 2),
                  second = digits(line, i + 17, 2);
        if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 60)
            continue;
        double t = static_cast<double>(daysFromCivil(digits(line, i, 4), static_cast<unsigned>(month),
                                                     static_cast<unsigned>(day))) *
                       86400.0 +
                   hour * 3600.0 + minute * 60.0 + second;
        std::size_t j = i + 19;
        if (j < line.size() && (line[j] == '.' || line[j] == ',') && digitAt(line, j + 1)) {
            double scale = 0.1;
            for (++j; digitAt(line, j); ++j, scale /= 10)
                t += (line[j] - '0') * scale;
        }
        return t;
    }
    return std::nullopt;
}

std::vector<ProgressEvent> ProgressReader::feed(const std::string &chunk)
{
    std::vector<ProgressEvent> events;
    for (const char c : chunk) {
        if (c == '\n' && m_skipNewline) {
            m_skipNewline = false;
            continue;
        }
        m_skipNewline = false;
        if (c == '\n' || c == '\r') {
            ++m_line;
            if (!m_partial.empty())
                readLine(m_partial, events);
            m_partial.clear();
            m_skipNewline = c == '\r';
            continue;
        }
        // a line longer than any log writes is not a log line: keep its start only
        if (m_partial.size() < 65536)
            m_partial += c;
    }
    return events;
}

std::vector<ProgressEvent> ProgressReader::finish()
{
    std::vector<ProgressEvent> events;
    if (!m_partial.empty()) {
        ++m_line;
        readLine(m_partial, events);
        m_partial.clear();
    }
    return events;
}

void ProgressReader::restartText()
{
    m_partial.clear();
    m_line = 0;
    m_skipNewline = false;
}

void ProgressReader::readLine(const std::string &raw, std::vector<ProgressEvent> &events)
{
    // colours out (torchtitan), as calibrate reads them
    const std::vector<runlog::Line> split = runlog::splitLines(raw);
    if (split.empty())
        return;
    const std::string &t = split.front().text;
    ProgressEvent e;
    e.line = m_line;
    e.timestamp = lineTimestamp(t);
    bool any = false;

    if (m_format == RunLogFormat::Ultralytics || (!m_format && contains(t, "epoch") && contains(t, "/"))) {
        if (readUltralyticsRow(t, e)) {
            addPlausible(events, e);
            return;
        }
        if (m_format == RunLogFormat::Ultralytics)
            return;
    }

    if (contains(t, "elapsed time per iteration (ms):")) { // Megatron-LM
        m_format = RunLogFormat::MegatronLm;
        std::size_t end = 0;
        if (const auto it = numberAfter(t, " iteration ", &end)) {
            e.step = *it;
            if (end < t.size() && t[end] == '/')
                e.totalSteps = numberAt(t, t.find_first_not_of(' ', end + 1));
        }
        if (const auto ms = numberAfter(t, "elapsed time per iteration (ms):"); ms && *ms > 0)
            e.stepSeconds = *ms / 1000.0;
        e.globalBatch = numberAfter(t, "global batch size:");
        any = e.step.has_value();
    } else if (contains(t, "train_step_timing in s:")) { // NeMo 2
        m_format = RunLogFormat::Nemo;
        if (const auto g = numberAfter(t, "global_step:"))
            e.step = *g + 1; // global_step counts from 0: the step just done
        std::size_t end = 0;
        if (numberAfter(t, "iteration ", &end) && end < t.size() && t[end] == '/')
            if (const auto last = numberAt(t, end + 1))
                e.totalSteps = *last + 1;
        if (const auto s = numberAfter(t, "train_step_timing in s:"); s && *s > 0)
            e.stepSeconds = *s;
        e.globalBatch = numberAfter(t, "global_batch_size:");
        any = e.step.has_value();
    } else if (contains(t, "global_step=") && contains(t, "SamplesPerSec=")) { // DeepSpeed
        m_format = RunLogFormat::DeepSpeed;
        e.step = numberAfter(t, "global_step=");
        any = e.step.has_value();
    } else if (contains(t, "step:") && contains(t, "tps:")) { // torchtitan
        m_format = RunLogFormat::Torchtitan;
        e.step = numberAfter(t, "step:");
        any = e.step.has_value();
    } else if (contains(t, "validation loss at iteration") || contains(t, "validation loss at the end")) {
        e.kind = ProgressEvent::Kind::Eval;
        any = true;
    } else if (contains(t, "------------------------ arguments ------------------------") ||
               contains(t, "Training starts at step") || contains(t, "Experiments will be logged at") ||
               contains(t, "***** Running training *****")) {
        e.kind = ProgressEvent::Kind::RunStart;
        if (const auto s = numberAfter(t, "Training starts at step"))
            e.step = *s - 1; // torchtitan: the step it starts at is not done yet
        any = true;
    } else if (contains(t, "after training is done") || contains(t, "Training completed") ||
               contains(t, "`Trainer.fit` stopped") || contains(t, "epochs completed in")) {
        e.kind = ProgressEvent::Kind::RunEnd;
        any = true;
    } else if (const auto v = dottedSetting(t, "train_iters")) {
        e.kind = ProgressEvent::Kind::Setting;
        e.totalSteps = v;
        any = true;
    } else if (const auto v = dottedSetting(t, "global_batch_size")) {
        e.kind = ProgressEvent::Kind::Setting;
        e.globalBatch = v;
        any = true;
    } else if (const auto v = dottedSetting(t, "train_batch_size")) { // DeepSpeed's configuration
        e.kind = ProgressEvent::Kind::Setting;
        e.globalBatch = v;
        any = true;
    } else if (const auto v = dottedSetting(t, "world_size")) {
        e.kind = ProgressEvent::Kind::Setting;
        e.gpus = v;
        any = true;
    } else if (contains(t, "using world size:")) {
        e.kind = ProgressEvent::Kind::Setting;
        e.gpus = numberAfter(t, "using world size:");
        any = e.gpus.has_value();
    } else if (contains(t, "total steps") && contains(t, "global batch size")) { // torchtitan's set-up
        e.kind = ProgressEvent::Kind::Setting;
        e.totalSteps = numberAfter(t, "total steps");
        e.globalBatch = numberAfter(t, "global batch size");
        any = true;
    } else {
        any = readHfLine(t, e);
    }
    if (any)
        addPlausible(events, e);
}

bool ProgressReader::readHfLine(const std::string &t, ProgressEvent &e)
{
    // the banner's settings
    if (const auto v = numberAfter(t, "Num examples =")) {
        m_hfExamples = v;
        e.kind = ProgressEvent::Kind::Setting;
    } else if (const auto v =
                   numberAfter(t, "Total train batch size (w. parallel, distributed & accumulation) =")) {
        m_hfTotalBatch = v;
        e.kind = ProgressEvent::Kind::Setting;
        e.globalBatch = v;
    } else if (const auto v = numberAfter(t, "Num Epochs =")) {
        e.kind = ProgressEvent::Kind::Setting;
        e.totalEpochs = v;
    } else if (const auto v = numberAfter(t, "Total optimization steps =")) {
        m_format = RunLogFormat::HfTrainerLog;
        e.kind = ProgressEvent::Kind::Setting;
        e.totalSteps = v;
        m_barTotal = v;
    } else if (contains(t, "'train_runtime'")) {
        m_format = RunLogFormat::HfTrainerLog;
        e.kind = ProgressEvent::Kind::RunEnd;
        e.elapsed = dictNumber(t, "train_runtime"); // seconds since train() began
    } else if (contains(t, "'eval_runtime'")) {
        m_format = RunLogFormat::HfTrainerLog;
        e.kind = ProgressEvent::Kind::Eval;
        e.evalSeconds = dictNumber(t, "eval_runtime");
    } else if (contains(t, "{'") && contains(t, "'epoch'") && contains(t, "'loss'")) {
        m_format = RunLogFormat::HfTrainerLog;
        e.epoch = dictNumber(t, "epoch");
        if (!e.epoch)
            return false;
        if (m_hfExamples && m_hfTotalBatch && *m_hfTotalBatch > 0)
            e.stepsPerEpoch = std::ceil(*m_hfExamples / *m_hfTotalBatch - 1e-9);
    } else if (const auto bar = tqdmBar(t)) {
        // the training bar; evaluation bars (another total) are not the run's progress
        if (m_barTotal && *m_barTotal != bar->total)
            return false;
        m_barTotal = bar->total;
        e.step = bar->done;
        e.totalSteps = bar->total;
        e.elapsed = bar->elapsed;
        e.stepSeconds = bar->secondsPerStep;
    } else {
        return false;
    }
    if (m_hfExamples && m_hfTotalBatch && *m_hfTotalBatch > 0 && e.kind == ProgressEvent::Kind::Setting)
        e.stepsPerEpoch = std::ceil(*m_hfExamples / *m_hfTotalBatch - 1e-9);
    return true;
}

bool ProgressReader::readUltralyticsRow(const std::string &t, ProgressEvent &e)
{
    const std::vector<std::string> cells = runlog::csvCells(t);
    if (!cells.empty() && cells.front() == "epoch") {
        // the header: which column holds the epoch and, from 8.1 on, the cumulative time
        m_csvHeader = cells;
        m_csvEpochColumn = 0;
        m_csvTimeColumn = -1;
        for (std::size_t i = 0; i < cells.size(); ++i)
            if (cells[i] == "time")
                m_csvTimeColumn = static_cast<int>(i);
        if (m_csvTimeColumn < 0)
            m_csvFirstEpoch = 0; // 8.0 numbered epochs from 0 and wrote no time
        m_format = RunLogFormat::Ultralytics;
        e.kind = ProgressEvent::Kind::RunStart;
        return true;
    }
    if (m_format != RunLogFormat::Ultralytics || m_csvEpochColumn < 0 || cells.size() != m_csvHeader.size())
        return false;
    std::size_t end = 0;
    const auto epoch = numberAt(cells[static_cast<std::size_t>(m_csvEpochColumn)], 0, &end);
    if (!epoch)
        return false;
    e.epoch = *epoch + (1 - m_csvFirstEpoch);
    if (m_csvTimeColumn >= 0)
        if (const auto time = numberAt(cells[static_cast<std::size_t>(m_csvTimeColumn)], 0))
            e.elapsed = time;
    e.timestamp.reset();
    return true;
}

bool ProgressReader::readDocument(const std::string &text, std::vector<ProgressEvent> &events)
{
    const nlohmann::json doc = nlohmann::json::parse(text, nullptr, false);
    if (!doc.is_object() || !doc.contains("log_history") || !doc["log_history"].is_array())
        return false;
    m_format = RunLogFormat::HfTrainerState;
    const auto number = [](const nlohmann::json &o, const char *key) -> std::optional<double> {
        const auto it = o.find(key);
        if (it == o.end() || !it->is_number())
            return std::nullopt;
        const double v = it->get<double>();
        return std::isfinite(v) ? std::optional<double>(v) : std::nullopt;
    };
    ProgressEvent settings;
    settings.kind = ProgressEvent::Kind::Setting;
    settings.totalSteps = number(doc, "max_steps");
    settings.totalEpochs = number(doc, "num_train_epochs");
    if (settings.totalSteps || settings.totalEpochs)
        addPlausible(events, settings);
    double lastStep = m_documentLastStep;
    for (const nlohmann::json &entry : doc["log_history"]) {
        if (!entry.is_object())
            continue;
        const std::optional<double> step = number(entry, "step");
        if (!step || *step <= m_documentLastStep)
            continue;
        ProgressEvent e;
        if (entry.contains("train_runtime")) {
            e.kind = ProgressEvent::Kind::RunEnd;
            e.elapsed = number(entry, "train_runtime"); // seconds since train() began
        } else if (entry.contains("eval_runtime")) {
            e.kind = ProgressEvent::Kind::Eval;
            e.evalSeconds = number(entry, "eval_runtime");
        }
        e.step = step;
        e.epoch = number(entry, "epoch");
        addPlausible(events, e);
        lastStep = std::max(lastStep, *step);
    }
    // a state file older than what was read (a run resumed from an earlier checkpoint) starts over
    if (const auto global = number(doc, "global_step"); global && *global < m_documentLastStep) {
        m_documentLastStep = -1;
        return readDocument(text, events);
    }
    m_documentLastStep = lastStep;
    return true;
}

} // namespace tp::watch

// Under --lang zh_CN each command's table, Markdown and messages are Chinese: every word the
// command line asks the catalogue for is in it, translated (a word marked in the code but
// missing from resources/i18n/memledger_zh_CN.ts fails here), no line of the output is
// English prose (a sentence written without word() fails here), the headings are the
// Chinese ones, and the tables stay aligned although a Chinese character takes two columns.
// The commands run in this process, with the real catalogue behind a recording loader.
#include <QLocale>
#include <QString>
#include <QTranslator>
#include <gtest/gtest.h>

#include <iostream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "app/cli/cli.h"
#include "app/cli/cli_language.h"
#include "app/common/catalogue_loader.h"
#include "model/core/terminal_columns.h"
#include "widgets/common/catalogue.h"

using namespace memledger;

namespace {

// (context, English) of every word asked for that the catalogue has no translation of.
std::set<std::pair<std::string, std::string>>& untranslated()
{
    static std::set<std::pair<std::string, std::string>> words;
    return words;
}

model::Translate recordingCatalogue(const std::string& locale)
{
    static QTranslator translator;
    if (!widgets::loadCatalogue(translator, QLocale(QString::fromStdString(locale))))
        return {};
    return [](const char* context, const char* english) {
        const QString text = translator.translate(context, english);
        if (text.isEmpty()) {
            untranslated().insert({context, english});
            return std::string(english);
        }
        return text.toStdString();
    };
}

struct Output {
    int status = 0;
    std::string out;
    std::string err;
};

// `memledger WORDS… --lang zh_CN`, its stdout and stderr captured.
Output runChinese(std::vector<std::string> words)
{
    words.insert(words.begin(), "memledger");
    for (const char* word : {"--lang", "zh_CN", "--presets", MEMLEDGER_SOURCE_DIR "/presets"})
        words.emplace_back(word);
    std::vector<char*> argv;
    for (auto& word : words)
        argv.push_back(word.data());
    std::ostringstream out, err;
    auto* const coutBuffer = std::cout.rdbuf(out.rdbuf());
    auto* const cerrBuffer = std::cerr.rdbuf(err.rdbuf());
    app::setCatalogueLoader(&recordingCatalogue);
    const int status = cli::run(static_cast<int>(argv.size()), argv.data());
    std::cout.rdbuf(coutBuffer);
    std::cerr.rdbuf(cerrBuffer);
    return {status, out.str(), err.str()};
}

std::vector<std::string> lines(const std::string& text)
{
    std::vector<std::string> out;
    std::istringstream stream(text);
    for (std::string line; std::getline(stream, line);)
        out.push_back(line);
    return out;
}

// Three lowercase English words in a row read as a sentence left in English ("is put on");
// names (Llama 3.1 8B, NVIDIA H100), ids (backward_start) and units (GiB) do not.
bool englishProse(const std::string& line)
{
    static const std::regex prose("[a-z]{2,} [a-z]{2,} [a-z]{2,}");
    return std::regex_search(line, prose);
}

struct Case {
    const char* name;
    std::vector<std::string> args;
    std::vector<std::string> chinese;   // words the output must have (stdout, or stderr when it fails)
    int status = 0;
    std::string dataAfter = {};         // the line after which the output is data, not sentences
};

// `chinese` are headings and labels of the command line's own, not the engine's words.
const std::vector<Case>& cases()
{
    static const std::vector<Case> kCases = {
        {"estimate",
         {"estimate", "7b-zero3-dp8"},
         {"装得下 — 峰值 ", "参数共 ", "每张 GPU，最差阶段 0，", "  类别 ", "字节", "  合计 ", "碎片为"}},
        {"estimate_stages_and_host",
         {"estimate", "--model", "llama-3.1-70b", "--gpu", "h100-sxm", "--pp", "2", "--dp", "4", "--zero", "1",
          "--accum", "8", "--offload-optimizer", "cpu", "--format", "markdown"},
         {"**装不下 — 峰值 ", "流水线各阶段：", "| 阶段 | 层数 | 在途微批次 | 峰值时刻 | 合计 |", "（最差）",
          "每节点主机内存："}},
        {"explain",
         {"explain", "--model", "llama-3.1-8b", "--gpu", "h100-sxm"},
         {"== 阶段 0 的条目", "    公式：       ", "    代入：       ", "    存活于：     ", "    来源：       ",
          "一层保存的张量（", "  算子 · 张量 ", "选择性重计算时丢弃"}},
        {"timeline",
         {"timeline", "--model", "llama-3.1-8b", "--gpu", "h100-sxm", "--offload-optimizer", "cpu", "--zero", "2"},
         {"一个优化器步，流水线阶段 0（共 1 个）", "  单步时间 ", "  暴露的传输 ", "  通道 ", "被掩盖", "假设：计算效率 "}},
        {"plan",
         {"plan", "--model", "llama-3.1-8b", "--gpu", "h100-sxm", "--gpus", "8", "--global-batch", "64"},
         {"重计算", "单卡显存", "单步时间", "每行的全局批次均为每步 64 条序列；排序依据：估算的单步时间"}},
        {"sweep",
         {"sweep", "--model", "llama-3.1-8b", "--gpu", "rtx-4090", "--knob", "seq", "--from", "1024", "--to", "8192"},
         {"取值", "合计", "装得下", "<- 第一个显存不足的点", "容量 "}},
        {"sweep_invalid_points",
         {"sweep", "--model", "mixtral-8x7b", "--gpu", "h100-sxm", "--ep", "8", "--dp", "8", "--knob", "dp", "--from",
          "1", "--to", "8"},
         {"EP=8 × ETP=1 必须整除 DP×CP×TP=1："}},
        {"sweep_fit_map",
         {"sweep", "--model", "llama-3.2-1b", "--gpu", "h100-sxm", "--knob", "seq", "--from", "1024", "--to", "4096",
          "--knob2", "mbs", "--from2", "1", "--to2", "4"},
         {"\t装得下"}},
        {"allocator",
         {"allocator", "7b-zero3-dp8", "--empty-cache"},
         {"缓存分配器重放：阶段 0，1 步，fixed 形状，每步之间调用 torch.cuda.empty_cache()，PyTorch 默认分配器设置",
          "  峰值已分配 ", "  碎片 ", "    小块池（≤ 1 MiB 的申请）：", "cudaMalloc 调用 "}},
        {"compare_snapshot",
         {"compare-snapshot", MEMLEDGER_SOURCE_DIR "/tests/cli/data/memory-stats.json", "7b-zero3-dp8"},
         {"（memory_stats，设备 0）对比 ", "实测", "预测", "差值", "预留差值，逐项拆分：", "CUDA 上下文与 NCCL",
          "该阶段账本的 GPU 合计为 "}},
        // The scenarios' titles are their files' own words.
        {"estimate_warning",
         {"estimate", "--model", "llama-2-7b", "--seq", "8192"},
         {"警告：序列（8192 个 token）超过模型的最大位置数（4096）"}},
        {"explain_offloaded",
         {"explain", "zero-offload-13b-1gpu", "--format", "markdown"},
         {"## 阶段 0 的条目", "- 公式：       ", "每节点主机内存：", "| 算子 · 张量 | 数据类型 | 字节 |"}},
        {"timeline_pipeline",
         {"timeline", "--model", "llama-3.1-8b", "--pp", "2", "--accum", "4", "--no-overlap"},
         {"流水线气泡 ", "重叠 关闭"}},
        {"allocator_out_of_memory",
         {"allocator", "--model", "llama-3.1-70b", "--gpu", "rtx-4090"},
         {"显存不足（OOM），发生在事件 ", "同时存活的张量所需显存超过了设备容量。"}},
        {"estimate_fragmentation_fallback",
         {"estimate", "7b-zero3-dp8", "--alloc-conf", "backend:cudaMallocAsync"},
         {"（无法模拟分配器：backend:cudaMallocAsync 把显存交给 CUDA 自己的内存池"}},
        {"plan_nothing_fits",
         {"plan", "--model", "llama-3.1-405b", "--gpu", "rtx-4090", "--gpus", "2"},
         {"没有布局能装下："}},
        {"presets", {"presets"}, {"模型：", "  ID ", "参数量", "GPU：", "显存", "场景："}, 0, "场景："},
        {"stage_missing", {"explain", "7b-zero3-dp8", "--stage", "3"}, {"memledger: --stage 3 不存在；"}, 2},
        {"allocator_bad_shapes", {"allocator", "7b-zero3-dp8", "--shapes", "random"}, {"--shapes 为 'random'"}, 2},
        {"sweep_bad_knob", {"sweep", "--model", "llama-3.1-8b", "--knob", "tp"}, {"--knob 应为 seq、mbs、dp 或 model"}, 2},
        {"plan_bad_rank", {"plan", "--model", "llama-3.1-8b", "--gpus", "8", "--rank", "fastest"}, {"--rank 应为 "}, 2},
        {"allocator_unsimulated_backend",
         {"allocator", "7b-zero3-dp8", "--alloc-conf", "backend:cudaMallocAsync"},
         {"memledger: backend:cudaMallocAsync 把显存交给 CUDA 自己的内存池"},
         2},
        {"flag_of_other_commands",
         {"plan", "--model", "llama-3.1-8b", "--stage", "0"},
         {"--stage 不是 'plan' 的选项；它属于 'explain' 或 'allocator'"},
         2},
        {"triage_bad_max_gpus", {"triage", "--model", "llama-2-7b", "--max-gpus", "x"}, {"--max-gpus 需要 GPU 的数量"}, 2},
        {"export_missing_to", {"export", "70b-zero3-dp8"}, {"export 需要用 --to 指定"}, 2},
        {"export_bad_to", {"export", "70b-zero3-dp8", "--to", "nemo"}, {"'nemo'；应为 deepspeed、megatron、torchtitan、torchtune、verl 或 trl"}, 2},
    };
    return kCases;
}

class ChineseCommandLine : public ::testing::TestWithParam<Case> {};

TEST_P(ChineseCommandLine, SaysItInChinese)
{
    const Case& c = GetParam();
    untranslated().clear();
    const Output output = runChinese(c.args);
    ASSERT_EQ(output.status, c.status) << output.err;
    const std::string& text = c.status == 0 ? output.out : output.err;
    for (const auto& word : c.chinese)
        EXPECT_NE(text.find(word), std::string::npos) << "no \"" << word << "\" in\n" << text;
    for (const auto& [context, english] : untranslated())
        ADD_FAILURE() << "no translation of \"" << english << "\" in context " << context;
    // A term's source is a citation (a paper's title, a file), kept as written.
    for (const auto& line : lines(text)) {
        const bool citation = line.find("来源：") != std::string::npos;
        EXPECT_TRUE(citation || !englishProse(line)) << "English left in: " << line;
        if (!c.dataAfter.empty() && line.find(c.dataAfter) != std::string::npos)
            break;
    }
}

INSTANTIATE_TEST_SUITE_P(EveryCommand, ChineseCommandLine, ::testing::ValuesIn(cases()),
                         [](const ::testing::TestParamInfo<Case>& param) { return std::string(param.param.name); });

// The rows of a table end where its header ends, in terminal columns.
void expectAligned(const std::vector<std::string>& rows)
{
    ASSERT_GE(rows.size(), 2u);
    for (const auto& row : rows)
        EXPECT_EQ(model::terminalColumns(row), model::terminalColumns(rows.front())) << row;
}

TEST(ChineseTables, LineUpInTerminalColumns)
{
    const auto estimate = lines(runChinese({"estimate", "--model", "llama-3.1-8b", "--gpu", "h100-sxm"}).out);
    std::vector<std::string> categories;
    for (const auto& line : estimate)
        if (line.rfind("  ", 0) == 0 && (line.find("B") == line.size() - 1 || line.find("字节") != std::string::npos))
            categories.push_back(line);
    EXPECT_EQ(categories.size(), 9u);   // header, seven categories (no rollout engine in a training job), total
    expectAligned(categories);

    const auto timeline = lines(runChinese({"timeline", "--model", "llama-3.1-8b", "--offload-optimizer", "cpu"}).out);
    std::vector<std::string> lanes;
    bool inLanes = false;
    for (const auto& line : timeline) {
        inLanes = inLanes ? !line.empty() : line.rfind("  通道", 0) == 0;
        if (inLanes)
            lanes.push_back(line);
    }
    expectAligned(lanes);

    const auto plan = lines(runChinese({"plan", "--model", "llama-3.1-8b", "--gpu", "h100-sxm", "--gpus", "8"}).out);
    std::vector<std::string> layouts;
    for (const auto& line : plan) {
        if (line.empty())
            break;
        layouts.push_back(line);
    }
    expectAligned(layouts);
}

// JSON and CSV are machine interfaces: the same English ids and words in every language.
TEST(ChineseTables, LeaveJsonAndCsvEnglish)
{
    const Output csv = runChinese({"plan", "--model", "llama-3.1-8b", "--gpu", "h100-sxm", "--gpus", "8", "--format", "csv"});
    EXPECT_EQ(csv.out.rfind("dp,tp,pp,vpp,cp,ep,etp,zero,recompute,", 0), 0u) << csv.out;
    const Output json = runChinese({"plan", "--model", "llama-3.1-8b", "--gpu", "h100-sxm", "--gpus", "8", "--format", "json"});
    EXPECT_NE(json.out.find("\"ranked_by\": \"estimated step time (simulated for "), std::string::npos) << json.out;
    const Output sweep = runChinese({"sweep", "--model", "llama-3.1-8b", "--knob", "seq", "--from", "1024", "--to", "2048",
                                     "--format", "csv"});
    EXPECT_EQ(sweep.out.rfind("value,total_bytes,fits\n", 0), 0u) << sweep.out;
    EXPECT_NE(sweep.out.find(",no\n"), std::string::npos) << sweep.out;
    const Output failure = runChinese({"explain", "7b-zero3-dp8", "--stage", "3", "--format", "json"});
    EXPECT_NE(failure.out.find("\"message\": \"--stage 3 does not exist; this layout has 1 pipeline stage(s)"),
              std::string::npos)
        << failure.out;
}

// A flag's value may be any bytes: a name that is not UTF-8 is quoted in the JSON problem
// (its bad bytes replaced), where writing the JSON once threw and aborted the program.
TEST(ChineseTables, JsonQuotesBytesThatAreNotUtf8)
{
    const Output json = runChinese({"estimate", "--model", "llama-3.1-8b", "--gpu", "h100-sxm\xff", "--format", "json"});
    EXPECT_EQ(json.status, 2);
    EXPECT_NE(json.out.find("h100-sxm\xef\xbf\xbd"), std::string::npos) << json.out;
    const Output allocator =
        runChinese({"estimate", "7b-zero3-dp8", "--alloc-conf", "expandable_segments:Tru\x80" "e", "--format", "json"});
    EXPECT_EQ(allocator.status, 2);
    EXPECT_NE(allocator.out.find("\"problems\""), std::string::npos) << allocator.out;
}

}  // namespace

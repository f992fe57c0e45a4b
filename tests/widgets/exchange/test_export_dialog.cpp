// The export dialog shows the engine's export of the scenario and everything the chosen
// format cannot carry; switching the format rewrites both.
#include <gtest/gtest.h>

#include <QComboBox>
#include <QDir>
#include <QPixmap>

#include "tests/model/test_support.h"
#include "model/service/exports.h"
#include "widgets/exchange/export_dialog.h"

namespace {

using namespace memledger;

TEST(ExportDialog, ShowsTheExportAndWhatTheFormatCannotCarry)
{
    const model::Scenario scenario = test::scenarioPreset("70b-zero3-dp8");
    widgets::ExportDialog dialog(scenario, test::presets());
    for (const auto format : model::exportFormats()) {
        dialog.selectFormat(format);
        const model::ConfigExport expected = model::exportOf(scenario, format, test::presets());
        EXPECT_EQ(dialog.text(), QString::fromStdString(expected.text));
        const std::vector<std::string> lost = model::lostLines(expected);
        ASSERT_EQ(dialog.lostLines().size(), static_cast<qsizetype>(lost.size()));
        for (std::size_t i = 0; i < lost.size(); ++i)
            EXPECT_EQ(dialog.lostLines()[static_cast<qsizetype>(i)], QString::fromStdString(lost[i]));
    }
    dialog.selectFormat(model::ExportFormat::DeepSpeed);
    EXPECT_TRUE(dialog.text().contains(QStringLiteral("\"zero_optimization\"")));
    // docs/screenshots/export-dialog.png: MEMLEDGER_GRAB_DIR=docs/screenshots ./test_widgets --gtest_filter=ExportDialog.*
    if (const QByteArray dir = qgetenv("MEMLEDGER_GRAB_DIR"); !dir.isEmpty()) {
        dialog.selectFormat(model::ExportFormat::Megatron);
        dialog.show();
        dialog.grab().save(QDir(QString::fromLocal8Bit(dir)).filePath(QStringLiteral("export-dialog.png")));
    }
}

}  // namespace

// The import report shows every key of a real configuration under its heading before the
// scenario changes, and a file with problems cannot be applied.
#include <gtest/gtest.h>

#include <QDialogButtonBox>
#include <QCoreApplication>
#include <QDir>
#include <QPushButton>
#include <QLocale>
#include <QTranslator>
#include <QAbstractButton>
#include <QTreeWidget>

#include "model/imports/config_import.h"
#include "tests/model/test_support.h"
#include "widgets/common/catalogue.h"
#include "widgets/exchange/import_report_dialog.h"

namespace {

using namespace memledger;

QAbstractButton* applyButton(const QDialog& dialog)
{
    const auto* box = dialog.findChild<QDialogButtonBox*>();
    for (QAbstractButton* button : box ? box->buttons() : QList<QAbstractButton*>{})
        if (box->buttonRole(button) == QDialogButtonBox::AcceptRole)
            return button;
    return nullptr;
}

// The "Why" column of every row: the notes, and the problems' messages.
QStringList whys(const QDialog& dialog)
{
    QStringList out;
    const auto* tree = dialog.findChild<QTreeWidget*>();
    for (int g = 0; tree && g < tree->topLevelItemCount(); ++g)
        for (int i = 0; i < tree->topLevelItem(g)->childCount(); ++i)
            out << tree->topLevelItem(g)->child(i)->text(tree->columnCount() - 1);
    return out;
}

TEST(ImportReportDialog, ListsEveryKeyUnderItsHeading)
{
    const model::ConfigImport imported =
        model::importConfigFile(test::sourcePath("tests/data/configs/torchtune/llama3_1-8B_full_single_device.yaml"));
    ASSERT_TRUE(imported.report.problems.empty());
    widgets::ImportReportDialog dialog(imported, QStringLiteral("llama3_1-8B_full_single_device.yaml"));
    const QStringList rows = dialog.rows();
    const auto& r = imported.report;
    const std::size_t lines = r.read.size() + r.defaulted.size() + r.approximated.size() + r.notModelled.size() +
                              r.unknown.size();
    std::size_t headings = 0;
    for (const auto* group : {&r.read, &r.defaulted, &r.approximated, &r.notModelled, &r.unknown})
        headings += group->empty() ? 0 : 1;
    EXPECT_EQ(static_cast<std::size_t>(rows.size()), lines + headings);
    EXPECT_TRUE(rows.contains(QStringLiteral("optimizer_in_bwd = true → training.optimizer_in_backward")))
        << rows.join(QLatin1Char('\n')).toStdString();
    ASSERT_NE(applyButton(dialog), nullptr);
    EXPECT_TRUE(applyButton(dialog)->isEnabled());
    // docs/screenshots/import-report.png: MEMLEDGER_GRAB_DIR=docs/screenshots ./test_widgets --gtest_filter=ImportReport*
    if (const QByteArray dir = qgetenv("MEMLEDGER_GRAB_DIR"); !dir.isEmpty()) {
        dialog.show();
        dialog.grab().save(QDir(QString::fromLocal8Bit(dir)).filePath(QStringLiteral("import-report.png")));
    }
}

TEST(ImportReportDialog, AFileWithProblemsCannotBeApplied)
{
    const model::ConfigImport imported = model::importConfig("{\"zero_optimization\": {\"stage\": 7}}");
    ASSERT_FALSE(imported.report.problems.empty());
    widgets::ImportReportDialog dialog(imported, QStringLiteral("ds_config.json"));
    EXPECT_TRUE(dialog.rows().front().startsWith(QStringLiteral("Problems")));
    EXPECT_FALSE(applyButton(dialog)->isEnabled());
}

// The dialog in the Chinese UI: the headings, the buttons (Qt's Cancel from Qt's own
// catalogue, which scripts/install-deps.sh installs), the notes and the problems are
// translated; the keys and values stay as the file spells them.
TEST(ImportReportDialog, SpeaksChineseInTheChineseUi)
{
    const std::vector<QTranslator*> catalogues =
        widgets::installCatalogues(*QCoreApplication::instance(), QLocale(QLocale::Chinese, QLocale::China));
    ASSERT_EQ(catalogues.size(), 2U) << "MemLedger's and Qt's (Debian: qt6-translations-l10n)";
    const model::ConfigImport imported =
        model::importConfigFile(test::sourcePath("tests/data/configs/deepspeed/transformers-ds_config_zero3_bf16.json"));
    {
        widgets::ImportReportDialog dialog(imported, QStringLiteral("ds_config_zero3.json"));
        EXPECT_EQ(applyButton(dialog)->text(), QStringLiteral("应用到场景(&A)"));
        const auto* box = dialog.findChild<QDialogButtonBox*>();
        ASSERT_NE(box, nullptr);
        EXPECT_EQ(box->button(QDialogButtonBox::Cancel)->text(), QStringLiteral("取消"));
        EXPECT_TRUE(dialog.rows().join(QLatin1Char('\n')).contains(QStringLiteral("精确读取")));
        const QStringList notes = whys(dialog);
        EXPECT_TRUE(notes.contains(QStringLiteral("DeepSpeed 引擎保存模型状态")))
            << notes.join(QLatin1Char('\n')).toStdString();
        EXPECT_FALSE(notes.contains(QStringLiteral("DeepSpeed's engine keeps the model states")));
        EXPECT_TRUE(dialog.rows().contains(QStringLiteral("zero_optimization.stage = 3 → parallel.zero")));
        if (const QByteArray dir = qgetenv("MEMLEDGER_GRAB_DIR"); !dir.isEmpty()) {
            dialog.show();
            dialog.grab().save(QDir(QString::fromLocal8Bit(dir)).filePath(QStringLiteral("import-report-zh.png")));
        }
    }
    {
        const model::ConfigImport broken = model::importConfig("{\"zero_optimization\": {\"stage\": 7}}");
        widgets::ImportReportDialog dialog(broken, QStringLiteral("ds_config.json"));
        const QStringList problems = whys(dialog);
        EXPECT_TRUE(problems.contains(QStringLiteral("zero_optimization.stage 为 7；DeepSpeed 的 ZeRO 阶段只有 0、1、2 和 3")))
            << problems.join(QLatin1Char('\n')).toStdString();
    }
    for (QTranslator* catalogue : catalogues) {
        QCoreApplication::removeTranslator(catalogue);
        delete catalogue;
    }
}

}  // namespace

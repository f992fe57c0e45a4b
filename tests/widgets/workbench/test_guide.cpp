// Help ▸ Guide: every page loads with its title, text and diagram, and its "Show me"
// names a preset scenario that exists and loads, with the view to open.
#include <set>

#include <QImage>
#include <QPushButton>
#include <QSignalSpy>
#include <QTextBrowser>
#include <QTextDocument>
#include <QUrl>
#include <gtest/gtest.h>

#include "tests/widgets/widget_rig.h"
#include "widgets/session/scenario_file.h"
#include "widgets/workbench/guide_dialog.h"

using namespace memledger;
using namespace memledger::widgets;
using namespace memledger::widgets::test;

TEST(Guide, EveryPageLoadsWithItsDiagram)
{
    GuideDialog guide;
    ASSERT_EQ(guide.pageCount(), 6);   // four elements, ZeRO, recomputation, offload, fragmentation, triage
    std::set<QString> titles;
    for (int i = 0; i < guide.pageCount(); ++i) {
        guide.showPage(i);
        EXPECT_EQ(guide.currentPage(), i);
        const GuidePage& page = guide.page(i);
        EXPECT_TRUE(titles.insert(page.title).second) << page.title.toStdString();
        const QString shown = guide.browser()->toPlainText();
        EXPECT_TRUE(shown.startsWith(page.title)) << shown.left(80).toStdString();
        EXPECT_GT(shown.size(), 200) << page.title.toStdString();
        ASSERT_FALSE(page.diagram.isNull()) << page.title.toStdString();
        // The browser holds the page's own diagram under the name its <img> uses.
        const QString html = guide.browser()->toHtml();
        const qsizetype at = html.indexOf(QStringLiteral("guide:diagram-"));
        ASSERT_GE(at, 0) << page.title.toStdString();
        const QString name = html.mid(at, html.indexOf(QLatin1Char('"'), at) - at);
        const QVariant image = guide.browser()->document()->resource(QTextDocument::ImageResource, QUrl(name));
        EXPECT_EQ(image.value<QImage>().size(), page.diagram.size()) << name.toStdString();
    }
}

TEST(Guide, EveryShowMeScenarioExistsAndLoads)
{
    GuideDialog guide;
    QSignalSpy asked(&guide, &GuideDialog::showMe);
    for (int i = 0; i < guide.pageCount(); ++i) {
        guide.showPage(i);
        guide.showMeButton()->click();
        ASSERT_EQ(asked.size(), i + 1);
        const QString id = asked.back().at(0).toString();
        EXPECT_EQ(id, guide.page(i).scenario);
        EXPECT_EQ(asked.back().at(1).value<GuideView>(), guide.page(i).view);
        const auto preset = presets()->scenarios.find(id.toStdString());
        ASSERT_NE(preset, presets()->scenarios.end()) << "no preset scenario " << id.toStdString();
        model::Scenario scenario;
        QString error;
        EXPECT_TRUE(scenarioFromJson(preset->second.document, *presets(), scenario, &error)) << error.toStdString();
    }
}

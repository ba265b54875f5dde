"""Bariatric surgery programme notes: weight tables, support-group attendance, insurance letters, dietitian charting."""
import datetime as dt

import pools as P
from common import (placard_form, plate, vin, instructions, orders, pmh_block, ros, appendix, S, Doc, Ctx, Person, Staff, header, demographics, social, signature, footer, fdate, digits, letters,
                    phone, ip, statelic, email_for, COMMON_MEDS, ALLERGIES, art, numword, vitals)

SPEC = ["Bariatric", "Weight Management", "Bariatric & Metabolic Surgery", "Surgical Weight Loss", "Metabolic Surgery"]
PROCS = ["laparoscopic sleeve gastrectomy", "Roux-en-Y gastric bypass", "robotic RYGB", "duodenal switch (SADI-S)",
         "sleeve-to-bypass revision"]
COMORB = ["T2DM", "HTN", "OSA on CPAP", "GERD", "hyperlipidemia", "knee OA", "PCOS", "NAFLD", "depression", "lymphedema"]
INSTR = ["Protein first at every meal; goal 60-80 g protein daily.", "Sip 48-64 oz of fluids daily; no drinking 30 minutes before or after meals.",
         "Take bariatric multivitamin twice daily, calcium citrate 500 mg three times daily, separate from iron.",
         "Avoid carbonated drinks, alcohol, and NSAIDs (ibuprofen, naproxen) after surgery.",
         "Walk at least 30 minutes daily; no lifting over 20 lb for 4 weeks after surgery.",
         "Chew each bite 20-30 times and stop at the first sign of fullness.",
         "Log your food daily in the app and bring the log to your next visit.",
         "Attend at least one support group per month.", "Call for persistent vomiting, inability to keep liquids down, fever, or a heart rate over 120."]
ORDERS = ["CBC", "CMP", "Iron panel, ferritin", "Vitamin B12, folate", "25-OH vitamin D", "PTH", "Thiamine (B1)", "Upper GI series",
          "EGD referral", "Nutrition visit"]
TOPICS = ["Protein goals after surgery", "Mindful eating", "Holiday eating", "Exercise after surgery", "Vitamins & labs",
          "Body image", "Alcohol after bariatric surgery", "Dumping syndrome", "Meal prepping", "Plateaus", "Relationships and change",
          "Hydration", "Grocery store tour"]


def weight_table(d, c, h_in, start_wt, n, pre, style):
    rng = c.rng
    if style == "pipe":
        d.t("| Date | Weight (lb) | BMI | Change | Note |\n|---|---|---|---|---|\n")
    else:
        d.t("%-18s %-10s %-6s %-8s %s\n" % ("Date", "Wt (lb)", "BMI", "Chg", "Note"))
    wt = start_wt
    for i in range(n):
        if pre:
            day = c.before(30 * (n - i), 30 * (n - i) + 10)
            wt = wt + rng.uniform(-6, 3)
            note = rng.choice(["supervised diet visit %d" % (i + 1), "", "RD visit", "missed, rescheduled", ""])
        else:
            day = c.before(30 * (n - i) * 2, 30 * (n - i) * 2 + 6)
            wt = wt - rng.uniform(4, 18)
            note = rng.choice(["", "", "%d mo post-op" % ((i + 1) * 2), "labs drawn", "NV, on PPI"])
        bmi = wt * 703 / (h_in * h_in)
        chg = "%+.1f" % (wt - start_wt)
        if style == "pipe":
            d.add("| ", c.D(day), " | %.1f | %.1f | %s | %s |\n" % (wt, bmi, chg, note))
        else:
            v = fdate(day, c.ds)
            d.add(S(v, "DATE"), " " * max(1, 19 - len(v)), "%-10.1f %-6.1f %-8s %s\n" % (wt, bmi, chg, note))
    return wt


def support_group(d, c):
    rng = c.rng
    d.t("\nSUPPORT GROUP ATTENDANCE\n")
    style = rng.choice(["pipe", "aligned", "list"])
    facs = [Staff(rng, cred=rng.choice(["LCSW", "RD", "PhD", "RN", "LPC"])) for _ in range(3)]
    if style == "pipe":
        d.t("| Date | Topic | Facilitator | Format | Attended |\n|---|---|---|---|---|\n")
    for i in range(rng.randint(4, 8), 0, -1):
        day = c.before(21 * i, 21 * i + 6)
        f = rng.choice(facs)
        att = rng.choice(["Y", "Y", "Y", "N", "Y (virtual)"])
        fmt = rng.choice(["in person", "Zoom", "hybrid"])
        topic = rng.choice(TOPICS)
        if style == "pipe":
            d.add("| ", c.D(day, rng.choice(["us", c.ds])), " | ", topic, " | ", f.fl(), ", ", f.cred, " | ", fmt, " | ", att, " |\n")
        elif style == "aligned":
            v = fdate(day, "us")
            d.add(S(v, "DATE"), "  ", topic.ljust(32), " ", f.fi_l(), " ", f.cred, "  ", att, "\n")
        else:
            d.add("- ", c.D(day, rng.choice(["long", "abbr", "wk_md"])), ": \"", topic, "\" led by ", f.fl(), " - ", "attended" if att.startswith("Y") else "no-show", "\n")
    d.add("Group meets ", rng.choice(["2nd and 4th Tuesdays", "first Thursday monthly", "every other Wednesday"]), " in the ",
          S(rng.choice(["Magnolia Room", "Cedar Conference Room", "Wellness Pavilion", "Harbor Room"]), "LOCATION_OTHER"), " at ", c.site.H(), ".\n")


def intake(c):
    rng = c.rng
    d = Doc()
    h_in = rng.randint(59, 75)
    start = rng.uniform(240, 420)
    header(d, c, rng.choice(["BARIATRIC PROGRAM - PRE-OPERATIVE EVALUATION", "Bariatric Surgery Consultation", "Surgical Weight Loss - Initial Consult"]))
    proc = rng.choice(PROCS[:4])
    d.add("HPI: ", c.pt.fl(), " is ", c.a_age(), " with class ", rng.choice(["II", "III"]), " obesity (BMI %.1f), comorbid " % (start * 703 / h_in ** 2),
          ", ".join(rng.sample([x for x in COMORB if not (x == "PCOS" and c.pt.sex == "M")], rng.randint(2, 4))), ", interested in ", proc, ". ")
    d.add("Weight history: ", rng.choice(["heavy since childhood", "gained 80 lb after pregnancy", "gained after back injury at work",
                                          "regain after prior lap band"]), "; highest ", "%d lb" % (start + rng.randint(0, 40)), " in ",
          c.D(c.before(400, 3000), "y"), ". Prior attempts: ", rng.choice(["WW, keto, phentermine", "Noom, semaglutide (cost)", "Optifast, Medifast", "many diets"]), ".\n")
    d.add("Attended info seminar ", c.D(c.before(90, 300)), " with ", c.pt.his(), " ", c.relation, " ", c.rel.fl(), ".\n\n")
    pmh_block(d, c)
    ros(d, c)
    social(d, c)
    d.add("Exam: Ht %d in, Wt %.1f lb. " % (h_in, start), vitals(c).rsplit("  Wt", 1)[0], ". Abd: obese, soft, healed scars.\n\n")
    d.t("WEIGHT LOG (supervised diet, insurance requirement)\n")
    weight_table(d, c, h_in, start, rng.randint(3, 6), True, rng.choice(["pipe", "aligned"]))
    support_group(d, c)
    if rng.random() < 0.3:
        placard_form(d, c)
    psych = Staff(rng, cred=rng.choice(["PhD", "PsyD", "LCSW"]))
    d.add("\nPre-op clearances:\n  Psych eval: ", psych.fl(), ", ", psych.cred, " - ", rng.choice(["cleared", "cleared with recommendations", "pending"]),
          " (", c.D(c.before(10, 80), "us"), ")\n")
    d.add("  Nutrition: ", Staff(rng, cred="RD").fl(), ", RD - 6 visits complete\n  Cardiology: ", Staff(rng, cred="MD").dr(), " - echo ",
          c.D(c.before(10, 80)), " EF 60%\n  Sleep: PSG ", c.D(c.before(20, 200), "my"), " AHI %d\n" % rng.randint(3, 60))
    d.add("  EGD: ", c.D(c.before(5, 60)), " - ", rng.choice(["small hiatal hernia, H. pylori neg", "normal", "LA grade A esophagitis"]), "\n\n")
    instructions(d, c, INSTR)
    d.add("PLAN: Submit for prior authorization to ", S(c.insurer, "ORGANIZATION"), " (member ", S(c.member, "HEALTHPLAN"), "). Target surgery ",
          c.D(c.after(30, 120), "my"), " at ", c.site.H(), ". Pre-op liquid diet 2 weeks prior. Smoking cessation confirmed by cotinine.\n")
    signature(d, c)
    footer(d, c)
    return d


def postop(c):
    rng = c.rng
    d = Doc()
    h_in = rng.randint(59, 75)
    start = rng.uniform(250, 400)
    proc = rng.choice(PROCS)
    surg_date = c.before(120, 720)
    header(d, c, rng.choice(["Bariatric Post-op Follow-up", "Post-Bariatric Surgery Visit", "Metabolic Surgery Clinic - Follow Up"]))
    d.add("S/p ", proc, " on ", c.D(surg_date), " by ", Staff(rng, cred=rng.choice(["MD, FACS", "MD, FASMBS", "DO"])).dr(), " at ", c.site.H(),
          ". Pre-op wt %.0f lb.\n" % start)
    d.add("Interval: ", rng.choice(["tolerating regular texture, 60-80 g protein/day", "occasional dumping after sweets",
                                    "food intolerance to bread and rice", "hair thinning month 4, improving"]), ". ")
    d.add("Back at work as ", art(c.profession), " ", S(c.profession, "PROFESSION"), rng.choice([" since ", " as of "]), c.D(c.before(20, 90), "md"), ". ")
    d.add("Walking with ", c.pt.his(), " ", c.relation, " ", c.rel.f(), " most evenings.\n\n")
    d.t("WEIGHT TRAJECTORY\n")
    wt = weight_table(d, c, h_in, start, rng.randint(4, 8), False, rng.choice(["pipe", "aligned"]))
    ebwl = (start - wt) / max(1, start - 25 * h_in * h_in / 703) * 100
    d.t("%%EWL %.0f%%, %%TWL %.0f%%\n\n" % (ebwl, (start - wt) / start * 100))
    d.add("LABS (", c.D(c.before(2, 14)), "): Hgb %.1f, ferritin %d, B12 %d, folate %.1f, vit D %d, PTH %d, albumin %.1f, A1c %.1f\n" % (
        rng.uniform(10, 14.5), rng.randint(8, 180), rng.randint(180, 900), rng.uniform(4, 20), rng.randint(12, 60), rng.randint(20, 110),
        rng.uniform(3.2, 4.6), rng.uniform(4.8, 7.5)))
    d.t("Supplements: bariatric MVI BID, calcium citrate 1500 mg, B12 1000 mcg SL, vit D3 3000 IU.\n\n")
    if rng.random() < 0.6:
        ros(d, c)
    if rng.random() < 0.5:
        support_group(d, c)
    d.add("\nA/P: ", rng.choice(["Appropriate weight loss", "Plateau - RD referral", "Iron deficiency - IV iron referral to infusion center",
                                 "Marginal ulcer sx - EGD"]), ". Meds: ", rng.choice(["stop metformin", "lisinopril reduced to 10 mg", "continue PPI x6 mo"]), ".\n")
    orders(d, c, ORDERS)
    instructions(d, c, INSTR)
    d.add("Next visit ", c.D(c.after(60, 120), rng.choice(["my", "us", "long"])), ". Nurse navigator ", c.nurse.fl(), " ", S(c.site.phone, "PHONE"), ".\n")
    signature(d, c)
    footer(d, c)
    return d


def auth_letter(c):
    rng = c.rng
    d = Doc()
    h_in = rng.randint(59, 75)
    wt = rng.uniform(240, 410)
    c.set_doc(Staff(rng, cred=rng.choice(["MD, FACS", "MD, FASMBS", "DO, FACS"])))
    d.add(c.site.N(), "\n", c.site.H(), "\n", c.site.addr.two_line(), "\nPhone ", S(c.site.phone, "PHONE"), "  Fax ", S(c.site.fax, "FAX"), "\n\n")
    d.add(c.D(None, rng.choice(["long", "us"])), "\n\n", S(c.insurer, "ORGANIZATION"), "\nUtilization Management - Bariatric\nFax ", S(phone(rng), "FAX"), "\n\n")
    d.add("RE: Prior authorization request - ", rng.choice(PROCS[:3]), " (CPT ", rng.choice(["43775", "43644", "43645"]), ")\n")
    d.add("Member: ", c.pt.LF(), "\nDOB: ", c.DOB(), "\nMember ID: ", S(c.member, "HEALTHPLAN"), "   Group #: ", S(c.group, "HEALTHPLAN"), "\n")
    d.add("Subscriber: ", c.rel.fl() if rng.random() < 0.4 else c.pt.fl(), "\nCase reference: ", S("UM-" + digits(rng, 9), "IDNUM"), "\n\n")
    d.add("Dear Medical Director,\n\nI am writing on behalf of my patient, ", c.pt.fl(), ", ", c.a_age(), ", who meets NIH/ASMBS criteria for ",
          "metabolic and bariatric surgery with a current BMI of %.1f (height %d in, weight %.1f lb on " % (wt * 703 / h_in ** 2, h_in, wt), c.D(None, "us"), ") ",
          "and the following obesity-related conditions: ", ", ".join(rng.sample([x for x in COMORB if not (x == "PCOS" and c.pt.sex == "M")], 3)), ".\n\n")
    d.t("Documentation enclosed:\n")
    n = rng.randint(3, 6)
    for i in range(n):
        day = c.before(30 * (n - i), 30 * (n - i) + 8)
        d.add("  - Supervised weight management visit ", str(i + 1), " of ", str(n), ": ", c.D(day, rng.choice(["us", c.ds])),
              " (", Staff(rng, cred="RD").fl(), ", RD)\n")
    d.add("  - Psychological evaluation ", c.D(c.before(20, 90)), ", cleared\n  - Support group attendance log (", rng.randint(3, 8), " sessions)\n")
    d.add("  - Sleep study, cardiac clearance, EGD\n\n")
    d.add(c.pt.titled(), " has been unable to achieve durable weight loss despite ", rng.randint(3, 15), " years of documented attempts. ",
          "Please contact our insurance coordinator, ", Person(rng, "DOCTOR").fl(), ", at ", S(phone(rng, ext=True), "PHONE"), " with questions.\n")
    signature(d, c, kind="plain")
    d.add("NPI ", S(c.doc.npi, "LICENSE"), "\n")
    return d


def dietitian(c):
    rng = c.rng
    d = Doc()
    rd = Staff(rng, cred=rng.choice(["RD, LD", "MS, RDN", "RDN, CSOWM"]))
    c.set_doc(rd)
    d.add("Nutrition f/u - ", c.site.N(), " - ", c.D(None, rng.choice(["us", "us_short"])), "\n")
    d.add("Pt: ", c.pt.LF(), " (", c.AGE(), c.pt.sex, ")  MRN ", S(c.mrn, "MRN"), "\n")
    d.lower = True
    phase = rng.choice(["pre-op visit 4 of 6", "2 wk post-op", "6 wk post-op", "3 mo post-op", "1 yr post-op"])
    d.add(phase, ". wt ", "%.1f" % rng.uniform(180, 380), " (", "%+.1f" % rng.uniform(-12, 3), " since ", c.D(c.before(21, 45), "md"), ").\n")
    d.add("24h recall: b - protein shake 30g; l - ", rng.choice(["tuna 3 oz + crackers", "2 eggs", "chicken soup"]), "; d - ",
          rng.choice(["chili 1/2 c", "turkey burger no bun", "fast food (taco bell) w/ ", "grilled fish"]))
    if d.parts[-1].endswith("w/ "):
        d.add(rng.choice(["coworkers", "kids"]))
    d.t("; snacks: ")
    d.t(rng.choice(["greek yogurt", "chips x2", "string cheese", "none"]) + ".\n")
    d.add("fluids ~", rng.randint(24, 64), " oz. protein est ", rng.randint(35, 85), " g. vit: ", rng.choice(["taking mvi", "forgetting calcium", "all supplements"]), ".\n")
    d.add("barriers: ", rng.choice(["night shifts as ", "long commute as ", "stress at work as "]), art(c.profession), " ", S(c.profession, "PROFESSION"),
          "; ", c.relation, " ", c.rel.f(), " ", rng.choice(["supportive", "does the cooking", "not on board"]), ".\n")
    d.add("goals: 20 min rule, no drinking w/ meals, log in baritastic (user ", S(strip(c.pt.first)[:4] + strip(c.pt.last)[:4] + digits(rng, 2), "USERNAME"), ").\n")
    d.add("next: ", c.D(c.after(14, 45), "md"), " (support grp ", c.D(c.after(3, 14), "wk_md"), ").\n")
    d.lower = False
    d.add(rd.fl(), ", ", rd.cred, "\n")
    return d


def strip(s):
    from common import strip_acc
    return strip_acc(s).lower().replace(" ", "").replace("'", "").replace("-", "")


LAYOUTS = [(intake, 4), (postop, 4), (auth_letter, 2), (dietitian, 2)]


def make(rng):
    c = Ctx(rng, "bariatric", SPEC, min_age=18, max_age=70, cred_pool=["MD, FACS", "MD, FASMBS", "DO", "NP", "PA-C", "MD"])
    if c.retired or "student" in c.profession:
        c.set_working()
    fns = [f for f, w in LAYOUTS for _ in range(w)]
    d = rng.choice(fns)(c)
    appendix(d, c)
    return d

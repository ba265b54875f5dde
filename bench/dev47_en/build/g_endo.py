"""Endocrinology and diabetes education: glucose logs, pump and CGM device IDs, thyroid clinic."""
import datetime as dt

import pools as P
from common import (placard_form, plate, vin, instructions, orders, pmh_block, ros, appendix, S, Doc, Ctx, Person, Staff, header, demographics, social, signature, footer, fdate, digits, letters,
                    phone, ip, statelic, email_for, COMMON_MEDS, ALLERGIES, art, numword, vitals)

SPEC = ["Endocrinology", "Diabetes & Endocrine", "Diabetes Center", "Endocrine", "Thyroid & Diabetes", "Metabolic Health"]
PUMPS = ["Tandem t:slim X2", "Omnipod 5", "MiniMed 780G", "Tandem Mobi", "iLet Bionic Pancreas"]
CGMS = ["Dexcom G7", "Dexcom G6", "FreeStyle Libre 3", "FreeStyle Libre 2", "Guardian 4", "Eversense 365"]
DM_MEDS = ["insulin glargine 24 units qhs", "insulin lispro per ICR 1:10", "metformin ER 1000 mg BID", "semaglutide 1 mg weekly",
           "tirzepatide 7.5 mg weekly", "empagliflozin 25 mg daily", "glipizide 5 mg BID", "insulin degludec 30 units daily",
           "insulin aspart via pump", "dulaglutide 1.5 mg weekly", "pioglitazone 15 mg daily"]
CDCES = ["RN, CDCES", "RD, LD, CDCES", "PharmD, CDCES", "MS, RDN, CDCES", "BSN, CDCES"]


INSTR = ["Check blood sugar before meals and at bedtime, and any time you feel shaky, sweaty or confused.",
         "Treat a low (under 70) with 15 g fast carbohydrate (4 glucose tabs or 4 oz juice), recheck in 15 minutes.",
         "Change your pump site every 2-3 days and rotate locations.", "On sick days keep taking basal insulin and check ketones every 4 hours.",
         "Keep glucagon at home, work and school; make sure family knows how to use it.",
         "Take levothyroxine on an empty stomach, 30-60 minutes before breakfast, apart from calcium and iron.",
         "Bring your meter, pump and phone to every visit so we can download the data.",
         "Have your eyes checked once a year and check your feet daily.", "Fasting labs: nothing but water after midnight."]
ORDERS = ["HbA1c", "CMP", "Lipid panel", "Urine albumin/creatinine ratio", "TSH, free T4", "Thyroid ultrasound", "C-peptide",
          "GAD-65 antibodies", "Diabetes education referral", "Retinal photo screening"]


def pump_sn(rng, model):
    if "Tandem" in model:
        return "%d%s" % (rng.randint(1, 9), digits(rng, 7))
    if "Omnipod" in model:
        return "PDM-" + letters(rng, 2) + digits(rng, 8)
    if "MiniMed" in model:
        return "NG" + digits(rng, 7) + letters(rng, 1)
    return "BP" + digits(rng, 8)


def cgm_id(rng, model):
    if "Dexcom G6" in model:
        return "8" + letters(rng, 1) + digits(rng, 1) + letters(rng, 1) + digits(rng, 2)
    if "Dexcom" in model:
        return digits(rng, 12)
    if "Libre" in model:
        return "0M" + letters(rng, 3, "0123456789ACDEFGHJKLMNPRTUVWXY") + digits(rng, 5)
    return "GT" + digits(rng, 7) + letters(rng, 1)


def glucose_log(d, c, days, style):
    rng = c.rng
    start = c.before(days + 1, days + 3)
    base = rng.randint(110, 210)
    if style == "pipe":
        d.t("| Date | Fasting | Pre-lunch | Pre-dinner | Bedtime | Notes |\n|---|---|---|---|---|---|\n")
    else:
        d.t("%-16s %-8s %-8s %-8s %-8s %s\n" % ("Date", "AM", "Lunch", "Dinner", "HS", "Notes"))
    for i in range(days):
        day = start + dt.timedelta(days=i)
        vals = [str(base + rng.randint(-55, 90)) if rng.random() > 0.15 else "--" for _ in range(4)]
        note = rng.choice(["", "", "", "", "pizza", "walked 30 min", "missed bolus", "low 54 at 3am, juice", "sick day", "birthday party"])
        ds = rng.choice(["md", "wk_md"]) if style != "pipe" else c.ds
        v = fdate(day, ds)
        if style == "pipe":
            d.add("| ", S(v, "DATE"), " | ", " | ".join(vals), " | ", note, " |\n")
        else:
            d.add(S(v, "DATE"), " " * max(1, 17 - len(v)), "".join("%-9s" % x for x in vals), note, "\n")


def a1c_trend(d, c):
    rng = c.rng
    n = rng.randint(3, 6)
    a = rng.uniform(6.4, 11.5)
    d.t("HbA1c trend: ")
    items = []
    for i in range(n, 0, -1):
        day = c.before(85 * i, 85 * i + 20)
        items.append((day, a + rng.uniform(-0.8, 0.6)))
    for j, (day, v) in enumerate(items):
        d.add(c.D(day, rng.choice(["my_num", "md", "us", c.ds])), " %.1f%%" % v, ", " if j < len(items) - 1 else "")
    d.t("; today %.1f%% (POC).\n" % (a + rng.uniform(-1, 0.3)))


def dm_clinic(c):
    rng = c.rng
    d = Doc()
    header(d, c, rng.choice(["Endocrinology Follow-up - Diabetes", "Diabetes Clinic Note", "Insulin Pump Follow-up", "Endocrine Visit"]))
    t1 = rng.random() < 0.55
    pump, cgm = rng.choice(PUMPS), rng.choice(CGMS)
    d.add("HPI: ", c.pt.fl(), " is ", c.a_age(), " with ", "T1DM dx at age " if t1 else "T2DM dx ", S(str(rng.randint(3, 30)) if t1 else fdate(c.before(800, 7000), "y"), "AGE" if t1 else "DATE"),
          ", here for 3-month follow-up. ")
    d.add(rng.choice(["Reports more lows overnight.", "A1c up after holidays.", "Started new job with rotating shifts.",
                      "Pump site issues (kinked cannulas).", "Doing well, no severe hypos."]), " ")
    d.add(c.pt.he().capitalize(), " ", c.job(), ". ")
    d.add("Last seen ", c.D(c.before(80, 110)), " by ", Staff(rng, cred="NP").fl(), ", NP.\n\n")
    d.add("DEVICES\n  Pump: ", pump, " SN ", S(pump_sn(rng, pump), "DEVICE"), " (warranty to ", c.D(c.after(100, 1400), "my_num"), ")\n")
    d.add("  CGM: ", cgm, ", ", rng.choice(["transmitter ID ", "sensor SN ", "serial "]), S(cgm_id(rng, cgm), "DEVICE"), "\n")
    d.add("  Meter: Contour Next One SN ", S(digits(rng, 7), "DEVICE"), "\n")
    d.add("  Data: uploaded via ", rng.choice(["Glooko", "Tidepool", "CareLink", "LibreView", "Dexcom Clarity"]), " (clinic account ",
          S(rng.choice(["clinic", "endo", "dm"]) + "_" + c.site.name.split()[0].lower()[:6] + digits(rng, 2), "USERNAME"), ") from ", S(ip(rng), "IPADDR"), "\n\n")
    d.t("CGM 14-day summary: TIR %d%%, TAR %d%%, TBR %d%% (<54: %d%%), GMI %.1f%%, CV %d%%, wear %d%%\n" % (
        rng.randint(35, 85), rng.randint(10, 55), rng.randint(0, 8), rng.randint(0, 3), rng.uniform(6.3, 9.5), rng.randint(25, 45), rng.randint(75, 99)))
    if rng.random() < 0.6:
        d.t("\nPump settings\n")
        d.t("%-8s %-10s %-8s %-8s %s\n" % ("Time", "Basal u/h", "ICR", "ISF", "Target"))
        for tm in ["00:00", "03:00", "06:00", "11:00", "17:00", "21:00"][:rng.randint(3, 6)]:
            d.t("%-8s %-10.3f 1:%-6d %-8d %d\n" % (tm, rng.uniform(0.4, 1.6), rng.choice([6, 8, 10, 12, 15]), rng.choice([30, 40, 50, 60]), rng.choice([100, 110, 120])))
    else:
        d.t("\nMeter/log review:\n")
        glucose_log(d, c, rng.randint(5, 10), rng.choice(["pipe", "aligned"]))
    d.t("\n")
    a1c_trend(d, c)
    d.add("Labs ", c.D(c.before(3, 20)), ": Cr %.2f, eGFR %d, UACR %d mg/g, LDL %d, TSH %.2f\n" % (
        rng.uniform(0.6, 1.6), rng.randint(45, 120), rng.randint(3, 300), rng.randint(50, 160), rng.uniform(0.4, 4.5)))
    d.add("Diabetes meds: ", "; ".join(rng.sample(DM_MEDS, rng.randint(1, 3))), "\n\n")
    pmh_block(d, c)
    if rng.random() < 0.5:
        ros(d, c)
    d.add("Exam: ", vitals(c), ". Feet: ", rng.choice(["monofilament intact", "decreased monofilament bilat toes", "callus R 1st MTH"]),
          ". Sites: ", rng.choice(["mild lipohypertrophy abdomen", "clean", "rotating well"]), ".\n\n")
    d.add("A/P\n1. ", "T1DM" if t1 else "T2DM", ", ", rng.choice(["above goal", "at goal", "improving"]), ". ",
          rng.choice(["Reduce overnight basal by 10%", "ICR at breakfast 1:10 -> 1:8", "Start GLP-1 RA", "Continue current regimen"]), ".\n")
    if rng.random() < 0.15:
        placard_form(d, c)
    d.add("2. Eye exam due - last ", c.D(c.before(300, 700), "my"), ". Referral to ", S(rng.choice(P.HOSP_PREFIX) + " Eye Associates", "HOSPITAL"), ".\n")
    d.add("3. Supplies via ", S(rng.choice(["DiaSupply Direct", "MedLine Home Delivery", "Northstar DME", "CareFirst Medical Supply"]), "ORGANIZATION"),
          ", order ", S("SO-" + digits(rng, 7), "IDNUM"), ".\n")
    orders(d, c, ORDERS)
    instructions(d, c, [x for x in INSTR if not any(k in x for k in ['levothyroxine'])])
    d.add("RTC ", c.D(c.after(80, 100), rng.choice(["wk_long", "us", "abbr"])), ".\n")
    signature(d, c)
    footer(d, c)
    return d


def education(c):
    rng = c.rng
    d = Doc()
    edu = Staff(rng, cred=rng.choice(CDCES))
    c.set_doc(edu)
    peds = rng.random() < 0.4
    if peds:
        c.pt.age = rng.randint(6, 16)
        c.dob = c.visit - dt.timedelta(days=c.pt.age * 365 + rng.randint(1, 360))
        c.pt.age = (c.visit - c.dob).days // 365
        c.relation = rng.choice(["mother", "father"])
        c.rel = Person(rng, "FAMILY", sex="F" if c.relation == "mother" else "M")
        c.rel.last = c.pt.last
    header(d, c, rng.choice(["DIABETES SELF-MANAGEMENT EDUCATION (DSMES) SESSION", "Diabetes Education Visit", "CDCES Visit - Insulin Start"]))
    d.add("Educator: ", edu.fl(), ", ", edu.cred, "\nSession: ", rng.choice(["individual", "group (4 attendees)", "telehealth (video)"]),
          ", %d min\n" % rng.choice([30, 45, 60, 90]))
    if peds:
        d.add("Present: patient (", c.AGE(), " y/o), ", c.relation, " ", c.rel.fl(), ", and ", rng.choice(["older sister ", "grandmother ", "stepfather "]),
              Person(rng, "FAMILY").f(), ".\n")
        school = rng.choice(["Sycamore Flats Elementary", "North Tamsin Middle School", "St. Ansel Parish School",
                             "Harrow Creek Academy", "Lindenport Intermediate", "Calder Montessori"])
        d.add("School: ", S(school, "ORGANIZATION"), ", grade ", rng.randint(1, 10), ". Teacher ", ("Mr. " if rng.random() < 0.4 else "Ms. "),
              S(rng.choice(P.SURNAMES), "FAMILY"), " notified; 504 plan meeting ", c.D(c.after(5, 30), "wk_md"), ".\n\n")
    else:
        d.add("Present: patient", rng.choice([" alone", " and " + c.relation + " "]))
        if d.parts[-1].endswith(" "):
            d.add(c.rel.f())
        d.t(". Telehealth link sent to ")
        d.add(S(c.email, "EMAIL"), ".\n\n")
    d.t("TOPICS COVERED\n")
    topics = ["[x] Carb counting (label reading, 15 g portions)", "[x] Hypoglycemia: rule of 15, glucagon (Baqsimi) use",
              "[x] Sick-day rules, ketone testing", "[x] Insulin injection technique, site rotation", "[ ] Exercise adjustments",
              "[x] CGM insertion and alerts", "[x] Pump site change (demo)", "[ ] Alcohol and driving", "[x] Foot care",
              "[x] Travel with supplies", "[ ] Pregnancy planning"]
    for t in rng.sample(topics, rng.randint(4, 8)):
        d.t("  " + t + "\n")
    d.t("\nGlucose log brought to visit:\n")
    glucose_log(d, c, rng.randint(5, 9), rng.choice(["pipe", "aligned"]))
    d.add("\nDevice training: ", rng.choice(CGMS), " started in clinic, sensor SN ", S(cgm_id(rng, "Dexcom G7"), "DEVICE"), ", lot checked, ",
          "receiver paired to ", c.pt.his() if not peds else c.relation + "'s", " phone. Follow app sharing set up for ",
          c.rel.f(), " (", S(email_for(rng, c.rel.first, c.rel.last), "EMAIL"), ").\n")
    d.add("Goals (SMART): ", rng.choice(["check BG before meals 3x/day", "walk 20 min after dinner 5 days/wk",
                                         "pre-bolus 10 min before breakfast", "carry glucose tabs at all times"]), ".\n")
    instructions(d, c, [x for x in INSTR if not any(k in x for k in ['levothyroxine', 'Fasting'])], title="HANDOUTS / KEY POINTS")
    d.add("Next session ", c.D(c.after(14, 40), rng.choice(["wk_long", "us", "abbr"])), ". Questions: diabetes line ",
          S(c.site.phone, "PHONE"), ", after-hours on-call ", S(phone(rng), "PHONE"), ".\n")
    signature(d, c, kind=rng.choice(["esign", "plain"]))
    return d


def thyroid(c):
    rng = c.rng
    d = Doc()
    header(d, c, rng.choice(["Thyroid Clinic Consultation", "Endocrinology New Patient - Thyroid Nodule", "Endocrine Consult"]))
    d.add("Reason: ", rng.choice(["thyroid nodule found on CT", "hyperthyroidism", "Hashimoto's follow-up", "post-thyroidectomy surveillance"]),
          ". Referred by ", c.pcp.dr(), ".\n\n")
    d.add("HPI: ", c.pt.titled(), " is ", c.a_age(), ". ", rng.choice(["Incidental 2.1 cm L nodule on chest CT for cough",
                                                                      "Palpitations, 8 lb weight loss, heat intolerance",
                                                                      "Fatigue, cold intolerance, dry skin"]), ". ")
    d.add("Mother had thyroid cancer at age ", S(str(rng.randint(30, 70)), "AGE"), ". ", c.pt.he().capitalize(), " ", c.job(), ".\n")
    d.add("Born in ", S(rng.choice(P.COUNTRIES), "COUNTRY"), "; no radiation exposure in childhood.\n\n")
    pmh_block(d, c)
    ros(d, c)
    d.t("LABS\n")
    style = rng.choice(["pipe", "aligned"])
    if style == "pipe":
        d.t("| Date | TSH (mIU/L) | Free T4 (ng/dL) | TPO Ab | Tg |\n|---|---|---|---|---|\n")
    else:
        d.t("%-14s %-8s %-8s %-8s %s\n" % ("Date", "TSH", "FT4", "TPO", "Tg"))
    for i in range(rng.randint(3, 6), 0, -1):
        day = c.before(60 * i, 60 * i + 25)
        vals = ("%.2f" % rng.uniform(0.01, 9), "%.2f" % rng.uniform(0.6, 2.6), rng.choice(["<9", "34", "412", "--"]), rng.choice(["--", "<0.1", "2.4"]))
        if style == "pipe":
            d.add("| ", c.D(day), " | %s | %s | %s | %s |\n" % vals)
        else:
            v = fdate(day, c.ds)
            d.add(S(v, "DATE"), " " * max(1, 15 - len(v)), "%-8s %-8s %-8s %s\n" % vals)
    d.add("\nUS thyroid ", c.D(c.before(5, 40)), " (", S("US" + digits(rng, 8), "IDNUM"), ", ", c.site.H(), "): ",
          rng.choice(["2.1 x 1.6 x 1.4 cm solid hypoechoic L mid-pole nodule, TI-RADS 4", "multinodular goiter, dominant R 3.2 cm TR3",
                      "heterogeneous gland, no discrete nodules", "R thyroid bed clear, no suspicious LN"]), ".\n")
    if rng.random() < 0.6:
        fna = c.after(5, 30)
        d.add("FNA scheduled ", c.D(fna, "wk_long"), " in ", c.ROOM(), " with ", Staff(rng, cred="MD").dr(), "; cytology to ",
              S(rng.choice([l for l in P.LABS if "Toxicology" not in l and "Derm" not in l]), "ORGANIZATION"), ". Prior FNA ", c.D(c.before(400, 900), "my_abbr"), " accession ",
              S("FN%02d-%05d" % (rng.randint(19, 25), rng.randint(1, 99999)), "IDNUM"), ": Bethesda ", rng.choice(["II", "III", "IV"]), ".\n")
    d.add("\nA/P: ", rng.choice(["Proceed with FNA; Afirma if indeterminate", "Start methimazole 10 mg daily, recheck TFTs in 6 wk",
                                 "Levothyroxine 88 mcg, recheck TSH 6-8 wk", "Continue TSH suppression 0.1-0.5"]), ". ")
    instructions(d, c, [x for x in INSTR if any(k in x for k in ['levothyroxine', 'Fasting', 'eyes', 'Bring'])])
    d.add("Labs ordered, req ", S("LR" + digits(rng, 8), "IDNUM"), ". F/u ", c.D(c.after(40, 90)), ".\n")
    signature(d, c)
    footer(d, c)
    return d


def pump_start(c):
    rng = c.rng
    d = Doc()
    edu = Staff(rng, cred=rng.choice(CDCES))
    c.set_doc(edu)
    pump, cgm = rng.choice(PUMPS), rng.choice(CGMS)
    d.add(c.site.N(), " - Insulin Pump Start / Device Training Checklist\n\n")
    rows = [("Patient", [c.pt.fml()]), ("DOB", [c.DOB()]), ("MRN", [S(c.mrn, "MRN")]), ("Training date", [c.D()]),
            ("Trainer", [edu.fl(), ", ", edu.cred]), ("Prescriber", [c.pcp.fl() if rng.random() < 0.3 else Staff(rng, cred="MD").fl()]),
            ("Pump", [pump, ", SN ", S(pump_sn(rng, pump), "DEVICE")]), ("CGM", [cgm, ", ID ", S(cgm_id(rng, cgm), "DEVICE")]),
            ("Phone app", ["paired with ", rng.choice(["iPhone", "Android"]), " - login ", S(c.email, "EMAIL")]),
            ("Supplier", [S(rng.choice(["DiaSupply Direct", "Northstar DME", "Byram-Hill Home Medical", "Pinnacle Pump Supply"]), "ORGANIZATION"),
                          " tel ", S(phone(rng), "PHONE")]),
            ("Insurance", [S(c.insurer, "ORGANIZATION"), " ", S(c.member, "HEALTHPLAN"), "; PA # ", S(digits(rng, 10), "IDNUM")])]
    w = max(len(k) for k, _ in rows) + 2
    for k, v in rows:
        d.add((k + ":").ljust(w), v, "\n")
    d.t("\nCHECKLIST (initials of trainer)\n")
    ini = edu.ini(dots=False)
    for item in ["Fill cartridge / pod", "Prime tubing and cannula", "Site selection and insertion", "Enter settings (basal, ICR, ISF)",
                 "Temp basal / activity mode", "Suspend and disconnect", "Occlusion alarm response", "Sensor insertion and pairing",
                 "Hypoglycemia treatment plan", "Backup injection plan"]:
        if rng.random() < 0.85:
            d.add("  [x] ", item.ljust(36), " ", S(ini.v, "DOCTOR"), "\n")
    d.add("\nStarting settings entered and verified with ", Staff(rng, cred="MD").dr(), " by phone at %02d:%02d.\n" % (rng.randint(9, 16), rng.randint(0, 59)))
    d.add("Follow-up download call ", c.D(c.after(2, 4), "wk_md"), " and in-person ", c.D(c.after(7, 14), rng.choice(["us", "wk_long"])), ".\n")
    d.add("Emergency: manufacturer 24h line; clinic ", S(c.site.phone, "PHONE"), ".\n\nPatient signature: ", c.pt.fl(), "  Date ", c.D(None, "us"), "\n")
    d.add("Trainer signature: ", edu.fl(), "  Date ", c.D(None, "us"), "\n")
    return d


def phone_note(c):
    rng = c.rng
    d = Doc()
    nurse = Staff(rng, cred=rng.choice(["RN", "RN, CDCES"]))
    d.add("TELEPHONE ENCOUNTER  ", c.D(None, rng.choice(["us", "us_short"])), " %02d:%02d  " % (rng.randint(8, 17), rng.randint(0, 59)),
          c.pt.LF(), "  MRN ", S(c.mrn, "MRN"), "\n")
    d.lower = rng.random() < 0.7
    d.add("caller: ", rng.choice(["patient", c.relation]))
    if d.parts[-1].endswith(c.relation.lower()) or d.parts[-1].endswith(c.relation):
        d.add(" ", c.rel.f())
    d.add(" at ", S(c.cell, "PHONE"), ". ")
    d.add(rng.choice(["bgs running 250-300 since starting prednisone for copd flare", "low 48 overnight x2, treated w/ juice",
                      "pump occlusion alarms, out of cartridges", "cgm sensor fell off day 3, needs replacement",
                      "thyroid med ran out, pharmacy says needs new rx"]), ". ")
    d.add("ketones ", rng.choice(["neg", "trace", "not checked"]), ". no n/v.\n")
    d.add("advised per protocol: ", rng.choice(["increase basal 20% while on steroids", "reduce hs basal 0.1 u/h", "call dexcom for replacement",
                                                "refill sent"]), ". rx to ", S(c.pharmacy, "HOSPITAL"), ", ",
          S(phone(rng, ext=False), "PHONE"), ". dr ", c.doc.l(), " aware.\n")
    d.add("pt verbalized understanding. f/u appt ", c.D(c.after(3, 20), "md"), ".\n")
    d.lower = False
    d.add(nurse.fl(), ", ", nurse.cred, "  (", nurse.username(), ")\n")
    return d


LAYOUTS = [(dm_clinic, 4), (education, 3), (thyroid, 2), (pump_start, 2), (phone_note, 1)]


def make(rng):
    c = Ctx(rng, "endocrine", SPEC, min_age=18, max_age=88, cred_pool=["MD", "DO", "MD", "NP", "MD, PhD"])
    fns = [f for f, w in LAYOUTS for _ in range(w)]
    d = rng.choice(fns)(c)
    appendix(d, c)
    return d

"""Genres: insulin pump download report; diabetes educator note."""
import fakers as F
import pools
import blocks as B

PUMPS = [
    ("Medtronic MiniMed 780G", "Guardian 4", "SmartGuard"), ("Tandem t:slim X2", "Dexcom G6", "Control-IQ"),
    ("Omnipod 5", "Dexcom G6", "Automated Mode"), ("Ypsomed YpsoPump", "FreeStyle Libre 3", "CamAPS FX"),
    ("Tandem t:slim X2", "Dexcom G7", "Control-IQ"), ("Medtronic MiniMed 640G", "Guardian Connect", "SmartGuard suspend"),
    ("Accu-Chek Insight", "FreeStyle Libre 2", "manual mode"), ("Omnipod DASH", "FreeStyle Libre 2", "manual mode"),
]


def _glu_range(c):
    return ("70-180 mg/dL", "<70", "<54", ">180", ">250") if c != "IE" else ("3.9-10.0 mmol/L", "<3.9", "<3.0", ">10.0", ">13.9")


def pump_report(rng, c, nb):
    child = rng.random() < 0.35
    pt = F.Patient(rng, c, 4, 17) if child else F.Patient(rng, c, 18, 74)
    hosp = rng.choice(pools.HOSPITALS[c])
    pump, cgm, algo = rng.choice(PUMPS)
    nurse = F.Staff(rng, c, "staff", creds={"IE": ["CNS", "ANP", "RGN", "RD"], "IN": ["CDE", "RN", "Diabetes Educator"],
                                            "US": ["RN, CDCES", "CDCES", "NP-C", "PA-C"]}[c])
    cons = F.Staff(rng, c, "doc")
    days = rng.choice([7, 14, 14, 28, 30])
    end = F.shift(pt.visit, -rng.randint(0, 3))
    start = F.shift(end, -days + 1)
    st = rng.choice(["num", "iso", "dash", "abbr", "short"])
    gen_user = F.username(rng, nurse.first, nurse.last)
    nb.ln(rng.choice(["INSULIN PUMP DOWNLOAD REPORT", "Pump & CGM Download Summary", "CSII / CGM DATA REVIEW",
                      "Insulin Pump Therapy - Download Report"]))
    nb.ln((hosp, "HOSPITAL"), " - ", rng.choice(["Diabetes Technology Clinic", "Insulin Pump Clinic"] +
                                                 (["Paediatric Diabetes Service" if c != "US" else "Pediatric Diabetes Clinic"] if child else ["Adult Pump Service"])))
    nb.f("Report generated {0} {1} by user {2}", F.D(pt.visit, c, st), "%02d:%02d" % (rng.randint(8, 17), rng.randint(0, 59)),
         (gen_user, "USERNAME"))
    if rng.random() < 0.6:
        nb.f(" (workstation {0})", (F.ip(rng), "IPADDR"))
    nb.blank()
    nb.ln("-" * 60)
    nb.t("Patient: ", pt.pick(rng, ["lastfirst", "full", "lf"]), "    DOB: ", F.D(pt.dob, c, st))
    nb.ln("    ", rng.choice(["ID: ", "MRN: ", "Hosp No: "]), (pt.mrn, "MRN"))
    if child:
        par, word = F.relative(rng, pt, rel=rng.choice(["mother", "father"]))
        nb.f("Age: {0} yrs   Parent/guardian: {1} ({2})   Tel: {3}\n", (str(pt.age), "AGE"), par.pick(rng, ["fl", "full"]), word,
             (F.phone(rng, c, mobile=True), "PHONE"))
    else:
        nb.f("Age: {0}   Sex: {1}\n", (str(pt.age), "AGE"), pt.sex)
    nb.f("Pump: {0}   Serial: {1}   Mode: {2}\n", pump, (F.pump_serial(rng), "DEVICE"), algo)
    nb.f("CGM: {0}   {1} {2}\n", cgm, rng.choice(["Transmitter ID:", "Sensor SN:", "Reader SN:"]), (F.cgm_serial(rng), "DEVICE"))
    if rng.random() < 0.3:
        nb.f("Backup meter: {0}   SN {1}\n", rng.choice(["Contour Next One", "Accu-Chek Guide", "Contour Next Link 2.4"]), (F.meter_serial(rng), "DEVICE"))
    up = rng.randint(0, 2)
    if up == 0:
        nb.f("Upload: home upload via {0} from IP {1} by account {2}\n", (F.url(rng, rng.choice(["pumpupload", "carelink/upload", "dm-portal/data"])), "URL"),
             (F.ip(rng), "IPADDR"), (F.username(rng, pt.first, pt.last), "USERNAME"))
    elif up == 1:
        nb.ln("Upload: in clinic, cable to clinic PC")
    else:
        nb.f("Upload: cloud sync, linked clinic account {0}\n", (F.dept_email(rng, rng.choice(["pumpclinic", "dm.tech", "t1d.team"])), "EMAIL"))
    nb.f("Period: {0} - {1} ({2} days)\n", F.D(start, c, st), F.D(end, c, st), str(days))
    nb.ln("-" * 60)
    nb.blank()
    rngs = _glu_range(c)
    tir = rng.randint(38, 86)
    tbr1 = rng.randint(0, 8)
    tbr2 = rng.randint(0, min(3, tbr1))
    tar2 = rng.randint(0, max(0, (100 - tir - tbr1) // 2))
    tar1 = 100 - tir - tbr1 - tar2
    mean = rng.uniform(7.0, 12.5)
    meanv = "%.1f mmol/L" % mean if c == "IE" else "%d mg/dL" % (mean * 18)
    nb.ln("SUMMARY")
    nb.ln("  Time in target %s: %d%%" % (rngs[0], tir))
    nb.ln("  Below %s: %d%%   Below %s: %d%%" % (rngs[1], tbr1, rngs[2], tbr2))
    nb.ln("  Above %s: %d%%   Above %s: %d%%" % (rngs[3], tar1, rngs[4], tar2))
    nb.ln("  Mean SG %s   GMI %.1f%%   CV %d%%   Sensor wear %d%%" % (meanv, 3.31 + 0.4303 * mean, rng.randint(26, 44), rng.randint(71, 99)))
    tdd = rng.uniform(12, 30) if child else rng.uniform(26, 78)
    bp = rng.randint(32, 55)
    nb.ln("  TDD %.1f U (basal %d%% / bolus %d%%)   Boluses/day %.1f   Carbs %d g/day" % (tdd, bp, 100 - bp, rng.uniform(3, 8), rng.randint(90, 260)))
    if "Auto" in algo or "Control" in algo or "Smart" in algo or "Cam" in algo:
        nb.ln("  Time in %s: %d%%   Exits: %d" % (algo, rng.randint(70, 99), rng.randint(0, 9)))
    nb.blank()
    nb.ln("DAILY DETAIL")
    widths = [16, 9, 10, 11, 8, 7]
    nb.row(["Date", "TDD (U)", "Basal (U)", "Carbs (g)", "TIR %", "Lows"], widths)
    ndays = rng.randint(4, 7)
    dst = rng.choice(["wkshort", "daymon", st, "dm"])
    for i in range(ndays):
        d = F.shift(end, -(ndays - 1 - i))
        t = tdd * rng.uniform(0.8, 1.2)
        nb.row([F.D(d, c, dst), "%.1f" % t, "%.1f" % (t * rng.uniform(0.35, 0.55)), str(rng.randint(60, 300)), str(rng.randint(25, 95)),
                str(rng.randint(0, 3))], widths)
    nb.blank()
    nb.ln("PUMP SETTINGS")
    t0 = 0
    basal = []
    for h in sorted(rng.sample(range(2, 23), rng.randint(2, 4))):
        basal.append("%02d:00 %.3f U/h" % (t0, rng.uniform(0.2 if child else 0.5, 0.7 if child else 1.6)))
        t0 = h
    basal.append("%02d:00 %.3f U/h" % (t0, rng.uniform(0.3, 1.2)))
    nb.ln("  Basal 1: ", "; ".join(basal))
    nb.ln("  ICR: 06:00 1:%d; 11:00 1:%d; 17:00 1:%d (g/U)" % (rng.randint(5, 20), rng.randint(6, 20), rng.randint(5, 18)))
    if c == "IE":
        nb.ln("  ISF: %.1f mmol/L/U   Target %.1f mmol/L   Active insulin time %d h" % (rng.uniform(1.2, 5.5), rng.choice([5.5, 6.0, 6.5]), rng.choice([2, 3, 4])))
    else:
        nb.ln("  ISF: %d mg/dL/U   Target %d mg/dL   Active insulin time %d h" % (rng.randint(20, 100), rng.choice([100, 110, 120]), rng.choice([2, 3, 4])))
    nb.blank()
    nb.ln("EVENTS")
    ev = rng.sample([0, 1, 2, 3, 4], rng.randint(2, 3))
    for e in sorted(ev):
        d = F.shift(end, -rng.randint(0, days - 1))
        if e == 0:
            nb.f("  {0} {1} - Occlusion alarm, site changed\n", F.D(d, c, dst), "%02d:%02d" % (rng.randint(0, 23), rng.randint(0, 59)))
        elif e == 1:
            nb.f("  {0} - Suspend before low x{1}\n", F.D(d, c, dst), str(rng.randint(1, 6)))
        elif e == 2:
            nb.f("  Set changes every {0} days on average\n", "%.1f" % rng.uniform(2.4, 4.2))
        elif e == 3:
            nb.f("  {0} {1} - Sensor glucose {2} with no treatment logged\n", F.D(d, c, dst), "%02d:%02d" % (rng.randint(0, 6), rng.randint(0, 59)),
                 "2.6 mmol/L" if c == "IE" else "47 mg/dL")
        else:
            nb.f("  {0} - Temp target / exercise mode used ({1})\n", F.D(d, c, dst), rng.choice(["football", "gym", "GAA training" if c == "IE" else "cricket" if c == "IN" else "soccer practice"]))
    nb.blank()
    nb.ln(rng.choice(["CLINICIAN COMMENTS", "Interpretation:", "Review comments"]))
    cm = rng.sample(["Post-breakfast excursions - suggest pre-bolus 15-20 min.", "Overnight lows 02:00-04:00: basal reduced 10% from 00:00.",
                     "Missed lunch boluses on school days." if child else "Missed lunch boluses on work days.",
                     "Good use of automation; no change to settings.", "ICR at breakfast strengthened to 1:%d." % rng.randint(5, 9),
                     "Several late set changes - reminder set on pump.", "Alcohol-related lows at weekends discussed.",
                     "Sensor gaps > 24 h noted; supplies issue via pharmacy."], rng.randint(2, 4))
    for x in cm:
        nb.ln("- ", x)
    if child:
        nb.f("Care plan sent to school nurse at {0}.\n", (rng.choice(pools.SCHOOLS[c]), "ORGANIZATION"))
    elif rng.random() < 0.4:
        nb.f("{0} works as a~ {1}; {2}.\n", pt.pick(rng, ["first", "tlast"]), (pt.prof, "PROFESSION"),
             rng.choice(["discussed lows during shifts", "pump alerts silenced at work", "keeps glucose tabs in locker"]))
    nb.blank()
    nb.f("Reviewed by: {0}{1}\n", nurse.sig(rng), [" / ", cons.ref(rng)] if rng.random() < 0.6 else "")
    nb.f("Next upload due: {0}\n", F.D(F.shift(pt.visit, rng.randint(14, 90)), c, st))
    if rng.random() < 0.35:
        nb.f("Pump helpline given: {0}\n", (F.phone(rng, c, mobile=False), "PHONE"))
    return "insulin_pump_report", pt


TOPICS = ["new diagnosis T2DM - starting basal insulin", "carbohydrate counting refresher", "FreeStyle Libre 2 start",
          "sick day rules and ketone testing", "injection technique / lipohypertrophy", "pre-pump assessment",
          "hypoglycaemia awareness and treatment", "religious fasting plan", "GLP-1 RA pen initiation", "Dexcom G7 start"]


def educator_note(rng, c, nb):
    pt = F.Patient(rng, c, 16, 82)
    hosp = rng.choice(pools.HOSPITALS[c])
    ed = F.Staff(rng, c, "staff", creds={"IE": ["CNS", "ANP", "RGN", "CNM2"], "IN": ["CDE", "Diabetes Educator", "RN"],
                                         "US": ["RN, CDCES", "CDCES", "BC-ADM", "RD, CDCES"]}[c])
    topic = rng.choice(TOPICS)
    if topic == "religious fasting plan" and c == "IN":
        pt.first = rng.choice(["Mohammed", "Farhan", "Abdul", "Imran"] if pt.sex == "M" else ["Ayesha", "Fatima", "Rukhsana"])
        pt.last = rng.choice(["Khan", "Qureshi", "Siddiqui", "Ansari"])
    st = pt.ds
    nb.ln(rng.choice(["DIABETES EDUCATION NOTE", "Diabetes Nurse Specialist - Education Session", "DSMES Visit Note" if c == "US" else "Diabetes Educator Consultation",
                      "Structured Education - Individual Session"]))
    nb.ln((hosp, "HOSPITAL"), rng.choice([" | Diabetes Education Room", " - DSN service", ", Education Centre", ""]))
    nb.f("Date: {0}   Time: {1}   Duration: {2} min\n", F.D(pt.visit, c, st), "%02d:%02d" % (rng.randint(8, 16), rng.choice([0, 15, 30, 45])),
         str(rng.choice([30, 45, 60, 90])))
    nb.t("Patient: ", pt.pick(rng, ["full", "lastfirst", "fl"]), "   ")
    nb.t(rng.choice(["MRN ", "ID ", "UHID "]) if c == "IN" else rng.choice(["MRN ", "ID "]), (pt.mrn, "MRN"), "   ")
    nb.ln(B.age_piece(rng, pt.age, rng.choice(["yo", "yrs", "y"])), " ", pt.sex)
    if rng.random() < 0.25:
        B.id_lines(nb, rng, pt, [rng.choice(["plan", "phone", "bio", "acct"])])
    nb.ln("Referred by: ", rng.choice([F.Staff(rng, c, "doc").ref(rng), ["GP - ", (rng.choice(pools.PRACTICES[c]), "HOSPITAL")]]))
    nb.ln("Topic: ", topic)
    nb.blank()
    nb.t(rng.choice(["S: ", "Subjective: ", ""]))
    nb.f("{0} attended ", pt.pick(rng, ["first", "tlast", "fl"]))
    if rng.random() < 0.6:
        rel, word = F.relative(rng, pt)
        nb.f("with {0} {1}. ", pt.his() + " " + word, rel.pick(rng, ["first", "fl", "tlast"]))
    else:
        nb.t("alone. ")
    lang = {"IE": ["Polish", "Portuguese", "Lithuanian"], "IN": ["Malayalam", "Tamil", "Kannada", "Hindi", "Telugu"],
            "US": ["Spanish", "Vietnamese", "Navajo", "Somali"]}[c]
    if rng.random() < 0.35:
        interp = F.Person(rng, c, "DOCTOR")
        nb.f("Preferred language {0}; interpreter {1} present{2}. ", rng.choice(lang), interp.pick(rng, ["fl", "first"]),
             [" (ID ", (F.digits(rng, 5), "IDNUM"), ")"] if rng.random() < 0.4 else "")
    k = rng.randint(0, 3)
    if k == 0:
        nb.f("Works as {0} {1} at {2} - irregular meal times.", "an" if pt.prof[0] in "aeiouAEIOU" else "a", (pt.prof, "PROFESSION"),
             (pt.employer, "ORGANIZATION"))
    elif k == 1:
        nb.t("Reports fear of hypos since an episode at work last month.")
    elif k == 2:
        nb.f("Fasting for {0} expected to start around {1}.", ("Ramadan" if "fasting" in topic else rng.choice(["Navratri", "Ekadashi"] if c == "IN" else ["Lent"]), "DATE"),
             F.D(F.shift(pt.visit, rng.randint(10, 40)), c, rng.choice(["long", "abbr", "daymon"])))
    else:
        nb.t("Checks glucose 'when I feel funny'; no written record.")
    nb.blank()
    nb.blank()
    nb.ln(rng.choice(["Education delivered:", "Content covered", "Session content:"]))
    items = ["Hypo recognition and rule of 15 (15 g fast carbs, recheck in 15 min)", "Insulin storage, pen needle disposal, sharps bin",
             "Injection sites rotation - avoid L abdomen lipohypertrophy", "Carb counting using food labels and the Carbs & Cals app",
             "Sick day rules: never stop basal insulin, check ketones if BG > %s" % ("14 mmol/L" if c == "IE" else "250 mg/dL"),
             "SGLT2i: hold on sick days (STOP card given)", "Driving: check BG before driving, 5 to drive" if c != "US" else "Driving: check BG before driving, above 90 mg/dL",
             "Sensor application and scanning, alarm settings", "Target ranges discussed: %s" % ("4-7 fasting" if c == "IE" else "80-130 fasting"),
             "Alcohol and delayed hypoglycaemia", "Foot care basics"]
    for x in rng.sample(items, rng.randint(3, 6)):
        nb.ln("  * ", x)
    nb.blank()
    extra = False
    if rng.random() < 0.55:
        extra = True
        nb.f("Meter issued: {0}, serial {1}. ", rng.choice(["Accu-Chek Guide", "Contour Plus Elite", "CareSens N", "OneTouch Verio Reflect", "Dr. Morepen BG-03" if c == "IN" else "GlucoMen Areo"]),
             (F.meter_serial(rng), "DEVICE"))
    if "Libre" in topic or "Dexcom" in topic or rng.random() < 0.2:
        extra = True
        nb.f("Sensor started L arm, {0} {1}. ", rng.choice(["SN", "serial no.", "sensor ID"]), (F.cgm_serial(rng), "DEVICE"))
    if rng.random() < 0.6:
        extra = True
        nb.f("Registered on the patient portal {0} with username {1}.", (F.url(rng, rng.choice(["mydiabetes", "patient/login", "diabetes-portal"])), "URL"),
             (F.username(rng, pt.first, pt.last), "USERNAME"))
    if extra:
        nb.blank()
        nb.blank()
    nb.t("A: ", rng.choice(["Good understanding demonstrated; teach-back satisfactory.", "Limited health literacy; pictorial leaflets used.",
                            "Anxious re needles; demonstrated self-injection with saline pen.", "Engaged; goals agreed."]))
    nb.blank()
    nb.ln("P:")
    fu = F.shift(pt.visit, rng.randint(3, 21))
    nb.f("- Phone follow-up {0}", F.D(fu, c, B.ds(rng, pt)))
    nb.f(" on {0}\n", (pt.phone, "PHONE"))
    if rng.random() < 0.5:
        nb.f("- Results/queries by e-mail: {0}\n", (pt.email, "EMAIL"))
    nb.f("- Next face-to-face {0}\n", F.D(F.shift(pt.visit, rng.randint(25, 90)), c, B.ds(rng, pt)))
    if rng.random() < 0.4:
        nb.f("- Signposted to {0} ({1})\n", (rng.choice(pools.SUPPORT_GROUPS[c]), "ORGANIZATION"), (F.url(rng, rng.choice(["peer-support", "groups/t1d", "community"])), "URL"))
    nb.f("- Educator line: {0}\n", (F.phone(rng, c, mobile=False, ext=rng.random() < 0.5), "PHONE"))
    nb.blank()
    nb.ln(ed.sig(rng))
    nb.ln(rng.choice(["Clinical Nurse Specialist, Diabetes", "Certified Diabetes Care & Education Specialist" if c == "US" else "Diabetes Educator",
                      "Diabetes Nurse Educator"]))
    if rng.random() < 0.3:
        nb.f("Entered by user {0} {1}\n", (F.username(rng, ed.first, ed.last), "USERNAME"), F.D(pt.visit, c, "iso"))
    return "diabetes_educator_note", pt

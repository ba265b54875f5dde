"""Genres: psychology pre-surgical evaluation; operative note."""
import clin as K
import common as C
import pools as P


def _yr(c, min_age):
    """a date between the patient's min_age birthday and last year"""
    lo = (c.dob.year + min_age) - c.d0.year
    return c.day(365 * c.ri(min(lo, -1), -1))


def g_psych(c, b):
    us = c.cc == "US"
    v = c.ri(0, 1)
    b.line(c.r("PRE-SURGICAL PSYCHOLOGICAL EVALUATION", "Psychological Assessment for Bariatric Surgery",
               "Bariatric Psychology Pre-operative Assessment", "CONFIDENTIAL - Psychosocial Evaluation (WLS)"))
    if c.p(0.5):
        b.line(c.r(c.H("clinic"), c.H()), " - ", c.r("Behavioural Health" if c.gb else "Behavioral Health", "Clinical Health Psychology", "Psychology Service"))
    C.demo_header(c, b, c.r("Date of evaluation", "Assessment date", "Date(s) seen"), extra=c.p(0.4))
    if c.p(0.4):
        b.line("Second session: ", c.dt(c.day(c.ri(5, 21))), " (", c.r("telehealth", "video", "in person"), ")")
    b.line("Referral source: ", c.D("surgeon"), c.r("", [", ", c.H()]))
    b.line("Evaluator: ", c.D("psych", c.r("full_cred", "fml_cred")))
    b.add("\n")
    b.line(c.r("REASON FOR REFERRAL", "Reason for referral:", "Referral question"))
    proc = c.r("sleeve gastrectomy", "Roux-en-Y gastric bypass", "bariatric surgery", "revisional surgery (band to bypass)")
    b.line(c.P(c.r("first", "full")) if c.p(0.4) else c.Pt(), " is a ", c.age_items(f=c.r("yearold", "yo", "year old", "words")), " ",
           c.r("married", "single", "divorced", "partnered", "widowed"), " ", c.r("woman", "female") if c.sex == "F" else c.r("man", "male"),
           " referred for psychological evaluation prior to ", proc, ", as required by ",
           c.r([c.insurer(), " policy"], "the MBS programme", "the service protocol", ["NICE CG189" if c.cc == "UK" else "program", " criteria"]), ".")
    b.add("\n")
    b.line(c.r("PROCEDURES", "Assessment methods:", "Sources of information:"))
    tests = [("Clinical interview", ""), ("MMPI-2-RF" if us else "PAI", ""), ("BDI-II", " = %d" % c.ri(2, 29)),
             ("GAD-7", " = %d" % c.ri(0, 15)), ("BES", " = %d" % c.ri(4, 31)), ("AUDIT-C", " = %d" % c.ri(0, 6)),
             ("PHQ-9", " = %d" % c.ri(0, 18)), ("EDE-Q global", " = %.1f" % c.rf(0.8, 4.2))]
    for t, sc in c.rng.sample(tests, c.ri(4, 7)):
        b.line("- ", t, sc)
    if c.p(0.5):
        b.line("- Review of records from ", c.r(c.H("clinic"), c.other_hosp()), c.r("", " and PCP", " and GP"))
    b.add("\n")
    b.line(c.r("BACKGROUND", "Psychosocial history:", "Developmental / social history"))
    bp = c.p(0.35)
    if bp:
        b.add(c.He, " was born in ", c.other_city() if c.p(0.3) else c.country(), " and moved to ",
              c.r([c.city()], ["the area"]), " ", c.r(["at age ", (str(c.ri(3, max(4, c.age - 2))), "AGE")], ["in ", c.dt(_yr(c, 5), "y")]), ". ")
    else:
        b.add(c.He, " grew up in ", c.other_city(), ", ", c.r("the eldest of four", "an only child", "raised by grandparents",
                                                          "one of six siblings"), ". ")
    mum = c.fam("F")
    b.add(c.His, " mother", c.r("", [", ", (mum.form("full"), "FAMILY"), ","]), c.r(
        " struggled with her weight and had a gastric band.", [" died when the patient was ", (str(c.ri(8, max(9, c.age - 1))), "AGE"), "."],
        " worked two jobs; food was used as a reward.", " is supportive and lives nearby."), " ")
    b.add(c.r("Completed ", "Left school at 16 from ", "Graduated from "), (c.ch(P.SCHOOLS), "ORGANIZATION"),
          c.r("", [" in ", (str(c.dob.year + c.ri(16, 18)), "DATE")]), ". ")
    b.add(c.r("Currently employed as a ", "Works full-time as a ", "Previously worked as a ", "Works part-time as a "), c.job(),
          c.r("", [" at ", c.employer()]), c.r(".", "; reports job is stable.", "; off work since injury.", "; enjoys work."), "\n")
    partner = c.fam("M" if c.sex == "F" else c.r("F", "F", "M"))
    rel = c.r("husband", "partner", "boyfriend", "fiance") if partner.sex == "M" else c.r("wife", "partner", "girlfriend")
    b.add(c.r("Relationship: ", "Lives with "), rel, " ",
          (partner.form(c.r("first", "full")), "FAMILY"), c.r("", [" (", c.r("a ", ""), (c.ch(P.PROFESSIONS), "PROFESSION"), ")"]),
          c.r("", [", together since ", c.dt(_yr(c, 18), "y")]), ". ")
    if c.age >= 22 and c.p(0.6):
        top = min(25, c.age - 17)
        if c.p(0.5):
            b.add(c.r("Two children", "Two sons", "Two daughters"), " aged ", (str(c.ri(1, top)), "AGE"), " and ", (str(c.ri(1, top)), "AGE"), ". ")
        else:
            b.add(c.r("One daughter", "A son", "One child"), " aged ", (str(c.ri(1, top)), "AGE"), ". ")
    b.add(c.r("Supportive of surgery.", "Partner ambivalent about surgery.", "Family members have had WLS.",
              "Limited social support."))
    if c.p(0.3):
        b.add(" Attends ", (c.ch(P.CHURCHES), "ORGANIZATION"), ".")
    b.add("\n\n")
    bes = c.ri(6, 34)
    b.line(c.r("EATING BEHAVIOUR" if c.gb else "EATING BEHAVIOR", "Eating history:", "Eating patterns"))
    b.line(c.r("Reports grazing throughout evening; ", "Denies objective binge episodes; ", "Describes 1-2 binge episodes/week with loss of control; ",
               "Night eating (wakes ~0300, eats toast/cereal); "),
           c.r("no compensatory behaviours.", "no purging, laxatives or diuretics.", "historic purging age 15-17, none since.",
               "emotional eating when lonely or bored."), " BES ", str(bes), " (", "none-minimal" if bes < 18 else ("mild-moderate" if bes < 27 else "severe"), ").")
    b.add("\n")
    b.line(c.r("PSYCHIATRIC HISTORY", "Mental health history:", "Psych hx:"))
    v = c.ri(0, 3)
    if v == 0:
        b.line("No prior psychiatric treatment. Denies SI/HI.")
    elif v == 1:
        b.line("Depression since ", c.dt(c.day(-c.ri(800, 7000)), "y"), ", treated by GP with ", c.r("sertraline", "citalopram", "fluoxetine"),
               "; counselling with ", [(c.person().form("full"), "DOCTOR")], " in ",
               c.dt(c.day(-c.ri(300, 2000)), c.r("y", "my")), ". No admissions.")
    elif v == 2:
        b.line("One inpatient admission to ", c.other_hosp(), " ", c.dt(c.day(-c.ri(1500, 6000)), c.r("my", "y")),
               " after overdose (age ", (str(c.ri(16, 35)), "AGE"), "). No attempts since. Safety plan reviewed.")
    else:
        b.line("PTSD following ", c.r("MVA", "childhood abuse", "assault"), c.r("", [" in ", c.dt(c.day(-c.ri(800, 8000)), "y")]),
               "; completed trauma-focused CBT. Currently stable. Psychiatrist ", c.D("psychiatrist", "t_last"), ".")
    b.line("Substance use: ", c.r("denies", "cannabis weekly", "alcohol 10-14 units/wk", "ex-IVDU, clean 9 years", "nil"), ". Tobacco: ",
           c.r("never", "quit", "current - advised to stop 6 wks pre-op", "vapes"), ".")
    b.add("\n")
    b.line(c.r("MENTAL STATUS EXAM", "MSE:", "Mental state examination"))
    b.line(c.r("Casually dressed, good eye contact, cooperative. ", "Well groomed, pleasant, slightly anxious. "),
           "Speech normal rate/tone. Mood \"", c.r("ok", "pretty good", "stressed", "hopeful"), "\", affect ", c.r("euthymic", "reactive", "mildly restricted"),
           ". Thought process linear. No SI/HI, no psychotic features. Insight and judgement ", c.r("good", "fair"), ".")
    b.add("\n")
    b.line(c.r("IMPRESSIONS", "Formulation:", "Summary:"))
    rec = c.ri(0, 2)
    b.line(c.r("Understands procedure, risks and lifelong changes. ", "Good knowledge of post-op diet; realistic expectations. ",
               "Expectations somewhat unrealistic (hopes to reach 70 kg). "),
           c.r("Diagnoses: ", "DSM-5: ", "Dx: "), c.r("none", "F32.1 MDD, moderate, in partial remission", "F50.81 BED, mild",
                                                   "F41.1 GAD", "Z72.0 tobacco use"), ".")
    b.line("RECOMMENDATION: ", ["Psychologically cleared to proceed.", "Cleared with conditions: complete 6 sessions CBT-E before surgery.",
                                  "Not cleared at this time - re-evaluate in 3 months."][rec])
    if rec == 1:
        b.line("Referral made to ", c.D("sw", "plain"), c.r(", LCSW", ", counsellor", ""), " (", c.phone("sw", "land"), ").")
    b.add("\n")
    C.sign(c, b, "psych", when=c.p(0.6), letter=False)
    if c.p(0.6):
        b.line(c.r("Licensed Psychologist ", "Registration: ", "Reg. "), c.reg("psych"))
    if c.p(0.4):
        C.audit(c, b, "psych")


def g_operative(c, b):
    us = c.cc == "US"
    proc = c.r("sleeve", "sleeve", "rygb", "rygb", "oagb", "revision", "band_removal")
    pname, pab, cpt, opcs = K.PROC[proc]
    body = K.Body(c)
    b.line(c.r("OPERATIVE REPORT", "OPERATION NOTE", "Operative Note", "BRIEF OP NOTE / FULL OPERATIVE REPORT"))
    if c.p(0.5):
        b.line(c.H(), c.r("", " - Main Theatres", " - Perioperative Services"))
    v = c.ri(0, 1)
    if v == 0:
        b.line("Patient: ", c.P(c.r("LF", "full", "LFM")), "   ", C.pt_id(c), "   DOB: ", c.dt(c.dob))
        b.line(c.r("Date of surgery: ", "DOS: ", "Date of operation: "), c.dt(c.d0), "    ",
               c.r("OR ", "Theatre ", "Room "), (str(c.ri(1, 14)), "LOCATION_OTHER"))
    else:
        b.line(c.P("LF"), " | ", c.age_items(f="yF"), " | ", C.pt_id(c)[1], " | ", c.dt(c.d0))
        b.line("Location: ", c.r("OR ", "Theatre "), (str(c.ri(1, 14)), "LOCATION_OTHER"), ", ", c.H())
    if c.p(0.5):
        b.line("Encounter: ", c.acct())
    b.add("\n")
    b.line("Surgeon: ", c.D("surgeon", c.r("t_full", "full_cred", "fml_cred")))
    b.line(c.r("Assistant: ", "Assist: ", "1st Assistant: "), c.D("surgeon2", c.r("t_full", "full_cred")),
           c.r("", [", ", c.D("resident", "t_last"), " (resident)" if us else " (registrar)"]))
    b.line(c.r("Anesthesia: " if us else "Anaesthetist: ", "Anaesthetist: "), c.D("anaes", c.r("t_full", "t_last", "full_cred")),
           "  -  ", c.r("GETA", "GA with ETT", "general endotracheal", "GA, RSI"))
    if c.p(0.5):
        b.line("Scrub: ", c.D("nurse", "plain"), c.r(", RN", ""), "   Circ: ", c.D("nurse2", "plain"))
    b.add("\n")
    b.line("Pre-op diagnosis: ", c.r("Morbid obesity", "Class III obesity", "Severe obesity"), ", BMI ", "%.1f" % body.bmi,
           c.r("", " with T2DM and OSA", " with GERD" if us else " with GORD", " (" + c.ch(K.ICD) + ", " + c.ch(K.ICD) + ")"))
    if proc == "revision":
        b.line("Post-op diagnosis: Same; severe reflux after sleeve")
    else:
        b.line("Post-op diagnosis: Same")
    b.line("Procedure: ", pname[0].upper() + pname[1:], c.r("", " with hiatal hernia repair", " + intra-op EGD", " + liver biopsy"),
           " (", "CPT " + cpt if us else "OPCS " + opcs, ")")
    b.line("Indications: ", c.age_items(f=c.r("yearold", "yo", "Fsp")), " ", c.r("with", "w/"), " BMI ", "%.1f" % body.bmi,
           c.r(" and comorbidities, failed medical management. Cleared by psychology, dietetics and MDT.",
               "; completed pre-op program. Consent obtained.",
               [", see clinic letter dated ", c.dt(c.day(-c.ri(40, 200))), "."]))
    b.add("\n")
    b.line(c.r("DESCRIPTION OF PROCEDURE:", "Findings and procedure:", "Operative details"))
    b.line("Patient identified, WHO checklist completed. ", c.r("Supine, split-leg (French) position", "Supine with arms out",
                                                               "Supine, footboard, reverse Trendelenburg"),
           ", SCDs on, ", c.r("cefazolin 3 g", "cefuroxime 1.5 g", "co-amoxiclav 1.2 g", "cefazolin 2 g"), " IV and enoxaparin ",
           c.r("40 mg", "60 mg"), " SC given. Time-out at %02d:%02d." % (c.ri(7, 15), c.ri(0, 59)))
    b.line(c.r("Veress needle at Palmer's point, ", "Optical entry LUQ with 12 mm trocar, ", "Hasson technique at umbilicus, "),
           "pneumoperitoneum 15 mmHg. ", c.r("5", "6", "Five"), " ports placed under vision. Nathanson liver retractor via subxiphoid.")
    if proc in ("sleeve", "revision"):
        b.line("Greater curvature devascularised with ", c.r("LigaSure", "Harmonic", "Enseal"), " starting ",
               c.r("4", "5", "6"), " cm from pylorus up to the angle of His. ", c.r("36", "38", "40"), " Fr bougie passed by anaesthesia. " if c.gb else " Fr bougie placed. ",
               "Stomach divided with ", c.r("Echelon Flex", "Endo GIA", "Signia"), " 60 mm reloads (",
               c.r("black x1, green x2, gold x3", "purple x5", "black, green x4"), ")",
               c.r(" with buttress.", ", staple line oversewn with 3-0 V-Loc.", "; clips to bleeding points."))
    elif proc in ("rygb", "oagb"):
        b.line("Gastric pouch ~", c.r("30", "25", "40"), " mL fashioned on ", c.r("36", "40"), " Fr bougie. ",
               "Biliopancreatic limb ", c.r("50", "75", "100", "150"), " cm, alimentary limb ", c.r("100", "150"), " cm" if proc == "rygb" else " cm (loop)",
               ". GJ with 45 mm linear stapler, enterotomy closed 3-0 PDS. ", "JJ side-to-side. Petersen's and mesenteric defects closed with non-absorbable suture." if proc == "rygb" else "Single anastomosis, antireflux stitch.")
    else:
        b.line("Band capsule opened, band (", c.r("Lap-Band AP", "Realize band", "MIDBAND"), ") divided and removed. Port explanted from rectus sheath.")
    b.line("Leak test: ", c.r("methylene blue 60 mL negative", "air leak test with intra-op endoscopy negative", "negative"),
           ". Haemostasis checked. " if c.gb else ". Hemostasis satisfactory. ",
           c.r("Specimen removed via 15 mm port site.", "Specimen extracted in bag.", ""), " Fascia closed 0-Vicryl, skin 4-0 Monocryl.")
    b.add("\n")
    b.line("EBL: ", c.r("<20 mL", "minimal", "30 mL", "50 mL"), "   Fluids: ", c.r("1.5 L CSL", "2 L LR", "1.8 L Hartmann's"),
           "   UOP: ", c.r("not measured", "250 mL"), "   Drains: ", c.r("none", "15 Fr Blake to LUQ"))
    b.line("Complications: ", c.r("none", "none apparent", "nil"), "   Condition: stable to ", c.r("PACU", "recovery", "HDU"))
    spec = {"sleeve": "stomach (sleeve)", "revision": "gastric sleeve remnant", "band_removal": "gastric band and port"}.get(proc, "none")
    b.line("Specimen: ", spec, c.r("", " to histopathology") if spec != "none" else "",
           [" - specimen no. ", c.idnum("acc")] if spec != "none" else "")
    impl = proc == "band_removal"
    b.line("Implants/devices: ", [c.r("Lap-Band AP", "Realize band"), " SN ", c.device(), " and port removed"] if impl else
           [c.r("Staple reloads lot ", "Stapler lot # ", "Reload lot "), c.device("lot"), c.r("", [", ", c.device("lot")]),
            c.r("", ["; Seamguard lot ", c.device("lot")], "; clips")])
    t0 = c.ri(7 * 60, 14 * 60)
    t1, t2 = t0 + c.ri(20, 40), t0 + c.ri(80, 190)
    b.line("Times: in %02d:%02d, incision %02d:%02d, close %02d:%02d" % (t0 // 60, t0 % 60, t1 // 60, t1 % 60, t2 // 60, t2 % 60))
    b.add("\n")
    b.line(c.r("Post-op plan:", "PLAN:", "Post-operative instructions:"))
    b.line("- ", c.r("Sips of water 30 mL/h from 4 h", "Clear fluids tomorrow after Gastrografin swallow", "NBM until review, then sips"))
    b.line("- Enoxaparin ", c.r("40 mg BD", "60 mg daily", "40 mg SC q12h"), c.r(" for 28 days", " until discharge", ""), "; TEDs; mobilise tonight")
    b.line("- PPI ", c.r("x 6 months", "x 3 months", "lifelong"), "; ondansetron PRN; ", c.r("PCA fentanyl", "oxycodone 5 mg PRN", "paracetamol regular"))
    b.line("- ", c.r("Ward ", "Admit to "), c.ward(), ", ", c.r("bed ", "room ", "bay 3 bed "), c.room(), c.r("", "; CPAP overnight", "; BGLs QID"))
    b.add("\n")
    if c.p(0.5):
        b.line("Dictated by: ", c.D("surgeon", c.r("t_last", "full_cred")))
        b.line("D: ", c.dt(c.d0), "  T: ", c.dt(c.day(c.ri(0, 2))), "  ", c.r("Job #", "Doc ID ", "Conf# "), c.idnum("job"), "  ",
               (c.doc("surgeon").form("inits"), "DOCTOR"), "/", (c.doc("scribe").form("inits"), "DOCTOR"))
    C.sign(c, b, "surgeon", lic=c.p(0.2), letter=False)

"""Genres: baseline test record; pre-participation examination."""

from common import Note, ch, maybe
import clin
import ctx as C
import phi
import pools
from phi import addd, fdate


def _d(rng, c, d, styles=None):
    return phi.dt(rng, d, c.country, styles)


def _individual(n, rng, c):
    cty = c.country
    tdate = addd(c.inj, -rng.randrange(30, 400))
    n.line("BASELINE NEUROCOGNITIVE TEST RECORD")
    n.line("Program: ", (c.clinic, "HOSPITAL"), " concussion program for ", (c.team_org, "ORGANIZATION"))
    n.line("-" * 60)
    n.line("Test session ID: ", (phi.idnum(rng, "test"), "IDNUM"), "    Test date: ",
           _d(rng, c, tdate, ["num", "iso", "abbr", "wd"]),
           " %d:%02d   Duration %d min" % (rng.randrange(8, 19), rng.randrange(60), rng.randrange(18, 35)))
    n.line("Examinee: ", c.pt.full() if maybe(rng, 0.6) else c.pt.LF(), "    DOB: ",
           _d(rng, c, c.dob, ["num", "num1", "iso"]), "    Age at test: ",
           (str(c.age - (1 if maybe(rng, 0.3) and c.age > 10 else 0)), "AGE"))
    n.line("Login: ", (c.pt_user, "USERNAME"), "    Session IP: ", (phi.ipaddr(rng), "IPADDR"),
           "    Device: ", ch(rng, ["iPad (9th gen)", "Chromebook", "lab desktop", "Surface Go"]),
           " SN ", (phi.device_sn(rng, "tab"), "DEVICE"))
    if maybe(rng, 0.5):
        n.line("Identity verified at kiosk - ", ch(rng, ["fingerprint", "face match", "palm-vein"]),
               " template ", (phi.bioid(rng), "BIOID"))
    n.line("Team: ", (c.team_org, "ORGANIZATION"), " ", c.grade, "   Sport: ", c.sport,
           "   Position: ", c.position)
    n.line("Proctor: ", c.at.sig())
    n.blank()
    n.line("SELF-REPORTED HISTORY")
    n.line("  Primary language: English   Dominant hand: ", ch(rng, ["R", "L", "R"]),
           ("   School year: " + c.year_level) if c.year_level else "")
    n.line("  ADHD: ", ch(rng, ["N", "N", "Y (on medication)"]), "   Learning disability: ",
           ch(rng, ["N", "N", "dyslexia"]), "   Migraine: ", ch(rng, ["N", "Y"]),
           "   Anxiety/depression: ", ch(rng, ["N", "N", "Y"]))
    nprev = rng.randrange(0, 3)
    if nprev:
        prev = [_d(rng, c, addd(tdate, -rng.randrange(100, 1400)), ["my", "mys", "y"]) for _ in range(nprev)]
        n.line("  Previous concussions: %d (" % nprev, prev[0], ")" if nprev == 1 else "", "; " if nprev > 1 else "",
               prev[1] if nprev > 1 else "", ")" if nprev > 1 else "")
    else:
        n.line("  Previous concussions: 0")
    n.line("  Medications: ", ch(rng, clin.drugs(rng, c.country, 1) + ["nil", "nil"]))
    n.line("  Sleep last night: %d h   Caffeine today: %s" % (rng.randrange(5, 10), ch(rng, ["none", "1 coffee", "energy drink"])))
    n.blank()
    n.line("COMPOSITE SCORES        Score     Percentile")
    n.line("  Verbal memory         %-9d %d" % (rng.randrange(70, 100), rng.randrange(10, 99)))
    n.line("  Visual memory         %-9d %d" % (rng.randrange(55, 95), rng.randrange(10, 99)))
    n.line("  Visual motor speed    %-9.2f %d" % (30 + rng.randrange(0, 1800) / 100.0, rng.randrange(10, 99)))
    n.line("  Reaction time (s)     %-9.2f %d" % (0.5 + rng.randrange(0, 30) / 100.0, rng.randrange(10, 99)))
    invalid = maybe(rng, 0.15)
    n.line("  Impulse control       %d" % (rng.randrange(31, 45) if invalid else rng.randrange(1, 15)))
    n.line("  Total symptom score   %d/132" % rng.randrange(0, 12))
    n.line("  Validity: ", "INVALID (impulse control > 30) - retest required" if invalid else "valid")
    n.blank()
    a, b, cc, tot = clin.mbess(rng)
    n.line("Paper baseline: SCAT6 immediate memory %d/30, delayed recall %d/10, "
           "digits backwards %d/4, mBESS %d errors; King-Devick %.1f s (best of 2 trials)." % (
               rng.randrange(18, 30), rng.randrange(5, 11), rng.randrange(2, 5), tot, 36 + rng.randrange(0, 160) / 10.0))
    if maybe(rng, 0.5):
        n.line(clin.vomsline(rng))
    n.blank()
    n.line("Retest due: ", _d(rng, c, addd(tdate, ch(rng, [365, 730])), ["my", "mys", "num"]),
           ". Report emailed to ", (c.parent_email if c.minor else c.email, "EMAIL"), ".")
    n.line("Reviewed by ", c.doc.tl(rng), " on ", _d(rng, c, addd(tdate, rng.randrange(1, 9)), ["num", "mon", "wds"]),
           " - ", "retest booked" if invalid else ch(rng, ["acceptable baseline", "valid; note low visual memory",
                                                          "flag: sx score elevated at baseline (exam week)"]), ".")


def _roster(n, rng, c):
    cty = c.country
    tdate = addd(c.inj, -rng.randrange(20, 200))
    n.line((c.team_org, "ORGANIZATION"), " - ", c.sport, " preseason baseline testing")
    n.line("Session: ", _d(rng, c, tdate, ["wd", "wds", "long"]), " %d:%02d-%d:00, Room " % (
        rng.randrange(14, 17), ch(rng, [0, 30]), rng.randrange(17, 20)),
        (ch(rng, ["B214", "Lab 3", "G12", "1.07", "Library annex"]), "LOCATION_OTHER"))
    n.line("Proctors: ", c.at.full(), ", ", c.at.creds, "; ", c.pt_.full(), ", ", c.pt_.creds)
    n.line("Lab workstations on ", (phi.ipaddr(rng), "IPADDR"), " (wired); kiosk tablets SN ",
           (phi.device_sn(rng, "tab"), "DEVICE"), ", ", (phi.device_sn(rng, "tab"), "DEVICE"))
    n.blank()
    n.line("%-3s %-26s %-12s %-4s %-14s %5s %5s %6s %5s %4s  %s" % (
        "#", "Athlete", "DOB", "Age", "Test ID", "VerM", "VisM", "VMS", "RT", "Sx", "Flag"))
    rows = rng.randrange(6, 11)
    flagged = []
    for i in range(rows):
        if i == 0:
            p, dob, age = c.pt, c.dob, c.age
        else:
            p = C.person(rng, "PATIENT", adult=False, sex=c.sex if maybe(rng, 0.8) else None)
            age = max(9, c.age + rng.randrange(-1, 2))
            dob = addd(tdate, -(int(age * 365.2425) + rng.randrange(1, 360)))
            age = tdate.year - dob.year - ((tdate.month, tdate.day) < (dob.month, dob.day))
        if i == 0:
            age = tdate.year - dob.year - ((tdate.month, tdate.day) < (dob.month, dob.day))
        name = "%s, %s" % (p.last, p.first)
        ds = fdate(dob, cty, "num")
        tid = phi.idnum(rng, "test")
        flag = ch(rng, ["", "", "", "", "RETEST", "ADHD", "prior cx"])
        if flag == "RETEST":
            flagged.append((p, tid))
        n.add("%-3d " % (i + 1), (name, "PATIENT"), " " * max(1, 27 - len(name)), (ds, "DATE"),
              " " * max(1, 13 - len(ds)), (str(age), "AGE"), " " * (5 - len(str(age))),
              (tid, "IDNUM"), " " * max(1, 15 - len(tid)))
        n.line("%5d %5d %6.2f %5.2f %4d  %s" % (rng.randrange(65, 100), rng.randrange(50, 96),
                                               28 + rng.randrange(0, 2000) / 100.0,
                                               0.5 + rng.randrange(0, 35) / 100.0, rng.randrange(0, 15), flag))
    n.blank()
    n.line("Flags: RETEST = invalidity indicator; ADHD = interpret with caution; prior cx = previous concussion.")
    if maybe(rng, 0.6):
        n.line("Kiosk check-in by ", ch(rng, ["fingerprint", "palm-vein scan", "face match"]), "; unmatched template ",
               (phi.bioid(rng), "BIOID"), " re-enrolled by proctor.")
    for p, tid in flagged:
        n.line("Retest for ", p.fn(), " ", p.ln(), " (", (tid, "IDNUM"), ") booked ",
               _d(rng, c, addd(tdate, rng.randrange(2, 10)), ["wds", "mon", "dm"]), ".")
    n.line("Absent: ", C.person(rng, "PATIENT", adult=False).full(), " (illness) - to test with ",
           c.at.fn(), " before first contact session.")
    n.blank()
    n.line("Exported ", (fdate(addd(tdate, 1), cty, "iso"), "DATE"), " %02d:%02d by user " % (
        rng.randrange(7, 22), rng.randrange(60)), (c.at.user, "USERNAME"), " from ", (phi.ipaddr(rng), "IPADDR"))
    n.line("Results are confidential to the medical team. Queries: ", (c.clinic_email, "EMAIL"), " / ",
           (c.clinic_tel, "PHONE"))


def baseline(rng, c):
    n = Note()
    if maybe(rng, 0.55):
        _individual(n, rng, c)
    else:
        _roster(n, rng, c)
    return n


# --------------------------------------------------------------------------
PPE_Q = [
    "Has a doctor ever denied or restricted your participation in sport?",
    "Have you ever passed out or nearly passed out during or after exercise?",
    "Have you ever had chest pain or pressure during exercise?",
    "Does your heart ever race or skip beats during exercise?",
    "Has anyone in your family died suddenly and unexpectedly of a heart problem?",
    "Do you have asthma or use an inhaler?",
    "Have you ever had a stinger, burner or pinched nerve?",
    "Have you ever had numbness or weakness in your arms or legs after a hit?",
    "Do you get frequent or severe headaches?",
    "Have you had a bone, muscle or ligament injury that caused you to miss training?",
    "Do you wear glasses, contacts or protective eyewear?",
    "Have you ever had heat illness or muscle cramps in the heat?",
]


def ppe(rng, c):
    n = Note()
    cty = c.country
    us = cty in ("US", "CA")
    exam = addd(c.inj, -rng.randrange(20, 250))
    age = exam.year - c.dob.year - ((exam.month, exam.day) < (c.dob.month, c.dob.day))
    title = ("PREPARTICIPATION PHYSICAL EVALUATION" if us else
             ch(rng, ["PRE-SEASON MEDICAL SCREENING", "PRE-PARTICIPATION MEDICAL QUESTIONNAIRE & EXAMINATION"]))
    n.line(title)
    n.line((c.team_org, "ORGANIZATION"), " - season ", (str(exam.year), "DATE"),
           "   Exam date: ", _d(rng, c, exam, ["num", "long", "num1"]))
    n.blank()
    n.line("SECTION A - ATHLETE")
    n.line("Name: ", c.pt.LF() if maybe(rng, 0.5) else c.pt.fml(), "   Sex: ", c.sex, "   Age: ",
           (str(age), "AGE"), "   DOB: ", _d(rng, c, c.dob, ["num", "num1", "abbr"]))
    if c.year_level:
        n.line(("Grade/Year: " if us else "School year: ") + c.year_level.capitalize(),
               "   School: ", (c.school, "ORGANIZATION"))
    elif c.job:
        n.line("Occupation: ", (c.job, "PROFESSION"),
               ["   Employer: ", (c.employer, "ORGANIZATION")] if c.employer and maybe(rng, 0.6) else "")
    n.line("Address: ", C.addr_line(rng, c.addr))
    n.line("Home: ", (c.home, "PHONE"), "   Mobile: ", (c.mob, "PHONE"), "   Email: ", (c.email, "EMAIL"))
    if maybe(rng, 0.5):
        n.line("Country of birth: ", (ch(rng, pools.FOREIGN[:9] + pools.COUNTRY_NAMES[cty][:1]), "COUNTRY"),
               "   Interpreter required: ", ch(rng, ["no", "no", "yes (parent)"]))
    n.line("Sport(s): ", c.sport, ch(rng, ["", ", track", ", swimming", ", cross country"]), "   Position: ", c.position)
    ident = []
    if c.ssn and (cty == "US" or maybe(rng, 0.7)):
        ident = [phi.SSN_LABEL[cty] + ": ", (c.ssn, "SSN"), "   "]
    n.line(ident, "Clinic record: ", (c.mrn, "MRN"), "   ", C.natid(rng, c))
    n.blank()
    n.line("SECTION B - PARENT / GUARDIAN / EMERGENCY CONTACT")
    n.line("1. ", c.parent.full(), " (", c.parent_rel, ")  Occupation: ", (c.parent_job, "PROFESSION"))
    n.line("   Mobile ", (c.parent_mob, "PHONE"), "   Work ", (phi.with_ext(rng, phi.phone(rng, cty, "land")), "PHONE"),
           "   ", (c.parent_email, "EMAIL"))
    if maybe(rng, 0.7):
        n.line("2. ", c.parent2.full(), " (", c.parent2_rel, ")  Occupation: ", (c.parent2_job, "PROFESSION"),
               "  Mobile ", (phi.phone(rng, cty, "mob"), "PHONE"))
    n.line("Usual doctor: ", c.gp.tl(rng), ", ", (c.gp_practice, "HOSPITAL"), ", ", (phi.phone(rng, cty, "land"), "PHONE"))
    n.line("Insurance: ", (c.insurer, "ORGANIZATION"), "  ", c.pp[0], " ", (c.pp[1], "HEALTHPLAN"),
           "   ", C.hp_pc(c))
    n.blank()
    n.line("SECTION C - HISTORY (Y/N; explain Yes answers)")
    qs = list(PPE_Q)
    rng.shuffle(qs)
    for q in qs[:rng.randrange(6, 11)]:
        n.line("  [", ch(rng, ["N", "N", "N", "Y"]), "] ", q)
    cx = rng.randrange(0, 3)
    n.line("  [", "Y" if cx else "N", "] Have you ever had a concussion or head injury?")
    if cx:
        prior = addd(exam, -rng.randrange(120, 1500))
        n.line("      -> ", ch(rng, ["concussion", "concussion with brief LOC", "two concussions, most recent"]),
               " ", _d(rng, c, prior, ["my", "mys", "y", "num"]), ", ", ch(rng, ["playing ", "at "]),
               c.sport if maybe(rng, 0.6) else "a trampoline park", "; symptoms resolved in about %d days; "
               "cleared by " % rng.randrange(5, 40), c.gp.tl(rng), ".")
    n.line("  Medications: ", ch(rng, clin.drugs(rng, c.country, 1) + ["none"]), "   Allergies: ",
           ch(rng, ["NKDA", "penicillin (rash)", "peanuts - carries EpiPen", "none known"]))
    n.blank()
    n.line("SECTION D - EXAMINATION")
    h = rng.randrange(140, 172) if age < 15 else rng.randrange(155, 198)
    w = rng.randrange(34, 68) if age < 15 else rng.randrange(52, 112)
    n.line("Height %d cm  Weight %d kg  BMI %.1f   %s" % (h, w, w / (h / 100.0) ** 2, clin.vitals(rng, compact=True)))
    n.line("Vision R 20/%d L 20/%d (corrected: %s)" % (ch(rng, [15, 20, 20, 25]), ch(rng, [20, 20, 25, 30]),
                                                       ch(rng, ["N", "Y"])) if cty == "US"
           else "Visual acuity R 6/%d L 6/%d" % (ch(rng, [5, 6, 6, 9]), ch(rng, [6, 6, 9])))
    n.line("Appearance: no Marfan stigmata. Eyes/ENT normal. Lymph nodes normal.")
    n.line("CVS: HS I+II, no murmur supine, standing or with Valsalva; femoral pulses present; radio-femoral delay absent.")
    n.line("Resp: clear. Abdo: soft, no hepatosplenomegaly. Skin: ", ch(rng, ["no HSV, MRSA or tinea", "acne", "clear"]), ".")
    n.line("MSK: duck walk, single-leg hop and shoulder screen normal", ch(rng, ["", "; L ankle ATFL laxity grade I",
                                                                             "; Osgood-Schlatter tenderness R tibial tubercle"]), ".")
    n.line("Neuro: cranial nerves, tone, power, reflexes and coordination normal; Romberg negative.")
    ecg_abn = maybe(rng, 0.1)
    if maybe(rng, 0.6) or ecg_abn:
        n.line("12-lead ECG: sinus rhythm %d bpm, PR %d ms, QRS %d ms, QTc %d ms; %s" % (
            rng.randrange(48, 80), rng.randrange(120, 190), rng.randrange(80, 105), rng.randrange(380, 440),
            "T-wave inversion V1-V4 - abnormal for age under international athlete criteria." if ecg_abn
            else "no WPW pattern; interpreted per international athlete criteria - normal."))
    n.blank()
    n.line("SECTION E - CLEARANCE")
    n.line("[X] Not cleared pending cardiology review (echo booked)" if ecg_abn else
           ch(rng, ["[X] Cleared for all sports without restriction",
                    "[X] Cleared for all sports without restriction",
                    "[X] Cleared, with recommendation for further evaluation/treatment of: asthma action plan",
                    "[X] Cleared for non-contact sport pending baseline concussion testing"]))
    n.line("Baseline concussion test on file: ", ch(rng, ["yes, ", "booked, "]), "session ",
           (phi.idnum(rng, "test"), "IDNUM"), " ", _d(rng, c, addd(exam, rng.randrange(-30, 20)), ["num", "mon", "dm"]))
    n.blank()
    n.line("Examining clinician: ", c.doc.tfl(rng), ", ", c.doc.creds, "   ", C.lic_pc(c.doc))
    n.line((c.clinic, "HOSPITAL"), ", ", C.addr_line(rng, c.clinic_addr))
    n.line("Tel ", (c.clinic_tel, "PHONE"), "   Fax ", (c.clinic_fax, "FAX"))
    if c.minor:
        n.line("Parent/guardian signature: ", c.parent.full(), "   Date: ",
               _d(rng, c, addd(exam, -rng.randrange(0, 5)), ["num", "num2"]))
    else:
        n.line("Athlete signature: ", c.pt.full(), "   Date: ", _d(rng, c, exam, ["num", "num2"]))
    return n

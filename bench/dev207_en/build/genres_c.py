"""Genres: continence nurse assessment, PSA surveillance log, catheter care record."""
import datetime as dt

import pools as P
from common import ch, letterhead, banner, dr, staff, signature, audit_line, social, meds, vitals, renal, urine


def continence(b, c):
    r = c.r
    female = r.random() < 0.7
    pt = c.person("F" if female else "M")
    age = r.randint(38, 96)
    dob = c.dob(age)
    nurse, gp = c.person("F" if r.random() < 0.85 else "M"), c.person()
    home = r.random() < 0.45
    care_home = (not home) and age > 75 and r.random() < 0.5
    b(ch(r, "CONTINENCE NURSE ASSESSMENT", "Continence Assessment - Nursing", "Community Continence Service: Initial Assessment"), "\n")
    b((c.clinic if r.random() < 0.5 else c.hosp, "HOSPITAL"), ch(r, " - Continence Clinic", " Continence Service", ""), "\n\n")
    banner(b, c, pt, age, dob, addr=0.6, phone=0.5)
    b("Assessment date: ", c.D(c.visit), "   Setting: ")
    if home:
        b("home visit, ", c.addr_pc(c.home), "\n")
    elif care_home:
        b("residential care, ", (r.choice(P.US_CARE_HOMES if c.us else P.AU_CARE_HOMES), "HOSPITAL"), ", room ", (str(r.randint(1, 60)), "LOCATION_OTHER"), "\n")
    else:
        b("clinic\n")
    b("Referred by: ", dr(c, gp), " (", (c.gp_practice, "HOSPITAL"), ") on ", c.D(c.ago(14, 120)), "\n")
    if not c.us and r.random() < 0.4:
        b(ch(r, "NDIS participant no: ", "DVA card: "), c.hp_fund() if r.random() < 0.5 else c.dva(), "\n")
    elif c.us and r.random() < 0.4:
        b(ch(r, "Medicaid ID: ", "Medicare MBI: "), c.hp(), "\n")
    b("\nPresenting problem: ")
    if female:
        b(ch(r, "leakage with coughing, sneezing and exercise", "urgency with leakage before reaching the toilet",
             "mixed leakage, worse over the past year", "nocturia and night-time wetting"), ". Onset ", ch(r, "after third delivery", "gradually"), " in ", c.D(c.ago(365, 5000), "year"), ".\n")
        b("Obstetric: G%dP%d, %s. Menopause at " % (r.randint(1, 5), r.randint(1, 4), ch(r, "all SVD", "1 forceps delivery", "2 LSCS")),
          (str(r.randint(45, 56)), "AGE"), ". ", ch(r, "Prolapse symptoms: nil.", "Vaginal bulge sensation at end of day.", ["Hysterectomy ", (str(c.visit.year - r.randint(5, 30)), "DATE"), "."]), "\n")
    else:
        b(ch(r, "post-prostatectomy stress incontinence", "post-micturition dribble", "urgency and frequency with nocturia",
             "dribbling after TURP"), ". ", "Radical prostatectomy " if r.random() < 0.5 else "Surgery ", c.D(c.ago(90, 900), ch(r, "my", None)), ".\n")
    b("\nBLADDER: frequency %d/day, nocturia x%d, urgency %s, leakage %s. Pads: %d/day (%s). Pad weight 24 h: %d g.\n" % (
        r.randint(5, 16), r.randint(0, 5), ch(r, "yes", "no", "occasional"), ch(r, "daily", "several times a week", "with activity only"),
        r.randint(0, 7), ch(r, "TENA Lady Extra", "Poise pads", "pull-ups") if female else ch(r, "TENA Men level 2", "Depend Guards", "Conveen sheath at night", "pull-ups"), r.randint(5, 600)))
    b("BOWEL: Bristol type %d, %s. %s\n" % (r.randint(1, 7), ch(r, "daily", "every 2-3 days", "twice daily"),
                                               ch(r, "No faecal incontinence.", "Occasional faecal urgency.", "Passive soiling reported.")))
    b("FLUIDS: %.1f L/day; caffeine %d cups/day; alcohol %d/week.\n" % (r.uniform(0.6, 2.8), r.randint(0, 8), r.randint(0, 14)))
    b("ICIQ-UI SF: %d/21. Mobility: %s. Cognition: %s.\n" % (r.randint(3, 21), ch(r, "independent", "4WW", "walking stick", "wheelchair, transfers with assist of 1"),
                                                             ch(r, "intact", "MMSE %d/30" % r.randint(14, 29), "mild impairment")))
    if female:
        b("Pelvic floor (digital, consented): PERFECT P%d E%d R%d F%d. %s\n" % (r.randint(0, 5), r.randint(1, 10), r.randint(1, 10), r.randint(1, 10),
                                                                               ch(r, "Vaginal atrophy noted.", "Good lift and hold.", "Unable to isolate PFM.")))
    b("Urinalysis: ", urine(c), " PVR bladder scan: %d mL.\n" % r.randint(0, 450))
    b("\n3-DAY BLADDER DIARY (summary of day 1)\n")
    b("Time    In (mL)   Out (mL)   Leak   Urgency\n")
    t = r.randint(5, 8)
    while t < 23:
        b("%02d:%02d   %-9s %-10s %-6s %d\n" % (t, r.choice([0, 10, 20, 30, 45]), str(r.choice([0, 150, 200, 250, 300])) if r.random() < 0.6 else "-",
                                            str(r.randint(60, 420)), ch(r, "-", "-", "+", "++"), r.randint(0, 4)))
        t += r.randint(1, 4)
    b("\n")
    social(b, c, pt, prob_job=0.6, prob_fam=0.8, prob_ctry=0.2)
    if r.random() < 0.5:
        rel, carer = c.relative(pt, r.choice(["daughter", "son", "niece", "neighbour", "friend"]))
        b("Carer: ", (carer.form(ch(r, "full", "first")), "FAMILY"), " (", rel, "), ", c.P("mob" if not c.us else "land", ext=False), ".\n")
    b("\nAssessment: ", ch(r, "stress urinary incontinence", "urgency urinary incontinence", "mixed urinary incontinence",
                        "functional incontinence related to mobility", "overflow, incomplete emptying"), ".\n")
    b("\nPlan:\n")
    pl = [ch(r, "Pelvic floor muscle training programme given; 3 sets of 10 daily.", "Bladder retraining: extend voiding interval by 15 min weekly."),
          ch(r, "Reduce caffeine; fluids 1.5-2 L/day.", "Timed voiding every 2 hours with carer prompt."),
          ch(r, "Continence products: assessed and ordered.", "Referral to women's health physiotherapist.", "Letter to GP re vaginal oestrogen.")]
    if not c.us and r.random() < 0.5:
        pl.append("CAPS application completed.")
    if r.random() < 0.3:
        pl.append(["Sacral neuromodulation trial: InterStim lead serial ", c.serial(ch(r, "NJP", "", "SN")), " (implanted ", c.D(c.ago(30, 400)), ")."])
    for x in pl:
        b("- ", x, "\n")
    b("Review: ", c.D(c.ahead(21, 90), ch(r, None, "wd")), ch(r, " (phone)", " (home visit)", " (clinic)"), "\n\n")
    b((nurse.form(ch(r, "full", "fml")), "DOCTOR"), ", ", c.cred("rn", nurse), ch(r, ", Continence Nurse Advisor", ", Nurse Continence Specialist", ", CNC Continence", ""), "\n")
    b(ch(r, "Direct: ", "Ph "), c.P(ext=None))
    if r.random() < 0.5:
        b("  ", c.email(nurse))
    b("\n")
    if r.random() < 0.25:
        audit_line(b, c, nurse)


def psa_log(b, c):
    r = c.r
    pt = c.person("M")
    age = r.randint(48, 84)
    dob = c.dob(age)
    uro, coord = c.person(), c.person("F" if r.random() < 0.7 else "M")
    clin = [uro, coord, c.person()]
    b(ch(r, "PSA SURVEILLANCE LOG", "Active Surveillance - PSA Monitoring Record", "Prostate Cancer Active Surveillance Register"), "\n")
    b((c.clinic, "HOSPITAL"), "\n\n")
    banner(b, c, pt, age, dob, mode=ch(r, "ehr", "line", "label"), hp=0.3)
    dx = c.ago(700, 2400)
    b("Diagnosis: prostate adenocarcinoma, ISUP GG%d, %s, diagnosed " % (r.choice([1, 1, 1, 2]), ch(r, "cT1c", "cT2a", "cT1c")), c.D(dx),
      " (biopsy ", c.acc("path", year=dx.year), ").\n")
    b("PSA at diagnosis: %.1f. Prostate volume %d mL. MRI: PI-RADS %d.\n" % (r.uniform(3, 12), r.randint(25, 90), r.randint(2, 4)))
    b("Managing urologist: ", dr(c, uro), "   AS coordinator: ", (coord.form(ch(r, "full", "fi")), "DOCTOR"), " ", c.cred("rn", coord), "\n")
    b("Enrolled in AS: ", c.D(dx + dt.timedelta(days=r.randint(20, 60))), "\n\n")
    unit = "ng/mL" if c.us else "ug/L"
    b("%-12s %-9s %-7s %-6s %-14s %-24s %s\n" % ("Date", "PSA", "Free%", "PSAD", "Lab ref", "Event", "By"))
    b("-" * 84 + "\n")
    n = r.randint(6, 12)
    v = r.uniform(3, 9)
    dens_vol = r.randint(25, 90)
    style = ch(r, None, "num", "iso", "dmy_dash")
    init_style = ch(r, "init2", "low2")
    step = max(30, ((c.visit - dx).days - 20) // n)
    for i in range(n):
        d = dx + dt.timedelta(days=step * (i + 1) - r.randint(0, 20))
        if d > c.visit:
            break
        v = max(0.5, v * r.uniform(0.85, 1.25))
        s = c.dstr(d, style)
        b((s, "DATE"), " " * max(1, 13 - len(s)), "%-9s %-7s %-6s " % ("%.2f" % v, "%d" % r.randint(8, 30) if r.random() < 0.5 else "-", "%.2f" % (v / dens_vol)))
        ref = c.acc("lab", year=d.year)
        b(ref, " " * max(1, 15 - len(ref[0])))
        ev = ch(r, "", "", "", "", "MRI PI-RADS %d" % r.randint(2, 4), "DRE unchanged", "confirm. bx GG1", "clinic review", "PSMA not indic.")
        b("%-24s " % ev, (r.choice(clin).form(init_style), "DOCTOR"), "\n")
    b("-" * 84 + "\n")
    b("Units: PSA %s. PSAD = PSA/prostate volume (mL).\n" % unit)
    b("Trigger criteria: PSADT <3 years, PSAD >0.20, upgrade on biopsy, MRI progression (PRECISE >=4).\n")
    b("Current status: ", ch(r, "remains on active surveillance", "trigger met - for repeat MRI", "discussed treatment options; prefers AS",
                           "transition to watchful waiting"), ".\n")
    b("Next PSA due: ", c.D(c.ahead(60, 180)), "   Next MRI: ", c.D(c.ahead(150, 400), ch(r, "my", None)), "   Next clinic: ", c.D(c.ahead(30, 200), ch(r, "wd", None)), "\n")
    if r.random() < 0.5:
        b("Standing pathology order ", c.acc("order"), " at ", (c.lab, "HOSPITAL"), ch(r, " (any collection centre).", "."), "\n")
    b("\nCoordinator contact: ", c.P(ext=None))
    if r.random() < 0.6:
        b(" | ", c.email(coord))
    b("\n")
    if r.random() < 0.35:
        b("Patient portal: ", c.url(ch(r, "psa-tracker", "active-surveillance", "results")), " (username ", c.user(pt), ")\n")
    if r.random() < 0.3:
        b("Reminder letters sent ", c.D(c.ago(10, 60)), " and ", c.D(c.ago(1, 9)), ".\n")
    b("Last updated ", c.D(c.visit), " by ", (coord.form(ch(r, "full", "fi")), "DOCTOR"), "\n")
    if r.random() < 0.25:
        audit_line(b, c, coord)


def catheter(b, c):
    r = c.r
    pt = c.person("M" if r.random() < 0.7 else "F")
    age = r.randint(40, 97)
    dob = c.dob(age)
    nurses = [c.person("F" if r.random() < 0.8 else "M", mid=0) for _ in range(3)]
    uro, gp = c.person(), c.person()
    community = r.random() < 0.45
    b(ch(r, "CATHETER CARE RECORD", "Indwelling Catheter Management Record", "Urinary Catheter Care Plan & Change Log"), "\n")
    if community:
        b((c.clinic if r.random() < 0.5 else c.gp_practice, "HOSPITAL"), ch(r, " - Community Nursing", " Home Nursing Program", ""), "\n\n")
    else:
        b((c.hosp, "HOSPITAL"), " - ", (c.ward, "HOSPITAL"), "   Bed ", (str(r.randint(1, 30)), "LOCATION_OTHER"), "\n\n")
    banner(b, c, pt, age, dob, addr=0.7 if community else 0.3)
    spc = r.random() < 0.35
    b("Catheter type: ", "suprapubic (SPC)" if spc else ch(r, "urethral IDC", "indwelling urethral (Foley)", "urethral IDC, Coude tip"), "\n")
    b("Material/size: %s %d Fr, %d mL balloon\n" % (ch(r, "silicone", "hydrogel-coated latex", "100% silicone"), r.choice([12, 14, 16, 18, 20]), r.choice([5, 10, 10, 10])))
    b("Indication: ", ch(r, "chronic urinary retention", "neurogenic bladder (MS)", "retention, awaiting TURP", "palliative comfort",
                         "spinal cord injury", "urethral stricture - failed TWOC", "post-operative"), "\n")
    first = c.ago(60, 900)
    b("First inserted: ", c.D(first), " at ", (c.hosp, "HOSPITAL"), " by ", dr(c, uro) if spc else (nurses[0].form("full"), "DOCTOR"), "\n")
    b("Drainage: ", ch(r, "leg bag day, 2 L night bag", "catheter valve, released 3-4 hourly", "free drainage, 2 L bag"), "\n")
    b("\nCHANGE LOG\n")
    b("%-12s %-6s %-5s %-22s %-26s %s\n" % ("Date", "Fr", "Bal", "Reason", "Performed by", "Next due"))
    d = first
    style = ch(r, None, "num", "num2", "dmy_dash")
    for i in range(r.randint(3, 7)):
        d = d + dt.timedelta(days=r.choice([28, 42, 56, 84, 84, 30, 7]))
        if d > c.visit:
            break
        s = c.dstr(d, style)
        b((s, "DATE"), " " * max(1, 13 - len(s)), "%-6d %-5d %-22s " % (r.choice([14, 16, 18]), r.choice([10, 10, 5]),
                                                                   ch(r, "routine", "routine", "blocked", "bypassing", "encrusted", "CAUTI", "dislodged")))
        nn = r.choice(nurses)
        nm = nn.form(ch(r, "fi", "full", "init2"))
        b((nm, "DOCTOR"), " " * max(1, 27 - len(nm)))
        nd = d + dt.timedelta(days=84)
        b(c.D(nd, style), "\n")
    b("\nDAILY CARE CHECKLIST (", c.D(c.visit), "):\n")
    for x in ["Catheter secured (StatLock/strap)", "Bag below bladder, off floor", "Closed system maintained",
              "Meatal/site hygiene with water", "Fluid balance charted", "Urine: %s" % ch(r, "clear yellow", "cloudy, sediment", "blood-stained, mild")]:
        b("  [", ch(r, "x", "x", "x", " "), "] ", x, "\n")
    b("Obs: ", vitals(c), ".\n")
    if r.random() < 0.5:
        b("CSU sent ", c.D(c.ago(0, 10)), ", lab no. ", c.acc("lab"), ": ", ch(r, "Proteus mirabilis >10^8", "no significant growth", "mixed growth", "Pseudomonas aeruginosa 10^7"), ".\n")
    if r.random() < 0.5:
        rel, carer = c.relative(pt)
        b("Education given to ", rel, " ", (carer.form(ch(r, "first", "full")), "FAMILY"), " on bag changes and valve use; ", ch(r, "competent.", "needs reinforcement."), "\n")
    if r.random() < 0.35:
        b("Bladder washout: ", ch(r, "Suby G", "Solution R", "normal saline 100 mL"), " weekly as per ", dr(c, uro), ".\n")
    b("Next scheduled change: ", c.D(c.ahead(7, 84), ch(r, "wd", None)), ".\n")
    b("Urology contact: ", c.P(ext=None), ch(r, " (urology nurse line)", " (clinic)", ""), "   GP: ", dr(c, gp), ", ", c.P(ext=False), "\n\n")
    n0 = nurses[0]
    b("Completed by: ", (n0.form(ch(r, "full", "fml")), "DOCTOR"), ", ", c.cred("rn", n0), "   ", c.D(c.visit), " ", c.tm(), "\n")
    if r.random() < 0.3:
        b("Co-signed: ", (nurses[1].form("full"), "DOCTOR"), "\n")
    if r.random() < 0.25:
        audit_line(b, c, n0)

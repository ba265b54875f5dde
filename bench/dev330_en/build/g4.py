"""Genres: GP discharge letter; own additions: stone MDT minutes."""
import clin
import pools as P
from core import Doc, dg, lt
from hdr import (new_patient, pt_block, pname, social, relative, fam_name, web, dept_email, letterhead, gp,
                 gp_address)


def gp_discharge(ctx):
    r = ctx.rng
    d = Doc()
    p = new_patient(ctx)
    st = clin.stone(r)
    g = gp(ctx)
    cons = ctx.staff("Consultant Urologist" if not ctx.us else "Attending Urologist")
    jun = ctx.staff(r.choice(["FY1 Doctor", "Senior House Officer", "Urology Resident PGY-2", "Intern",
                              "Resident Medical Officer"]))
    adm = ctx.days(ctx.today, -r.randrange(1, 6))
    ward = r.choice(P.WARDS)
    d.w(("HOSPITAL", ctx.hosp), "\n")
    d.t(r.choice(["DISCHARGE SUMMARY - UROLOGY\n", "Immediate Discharge Letter (IDL)\n",
                  "Discharge Summary to General Practitioner\n", "INPATIENT DISCHARGE NOTIFICATION\n"]))
    d.t("=" * 42 + "\n")
    d.t("To: ")
    gp_address(d, ctx, g, fax=r.random() < 0.35)
    d.t("\n")
    pt_block(d, ctx, p, addr=True, phone=r.random() < 0.4)
    d.w("Admitted: ", ("DATE", ctx.D(adm)), "   Discharged: ", ("DATE", ctx.D(ctx.today)), "\n")
    d.w("Ward: ", ("HOSPITAL", ward), "   Consultant: ", cons.hon(r),
        ("DOCTOR", r.choice([cons.full(), cons.last, cons.fi()])), "\n")
    d.t("Specialty: Urology   Admission type: emergency\n\n")
    procs = [("emergency %s ureteric JJ stent insertion" % st["side"], True,
              "underwent emergency retrograde stent insertion and received IV antibiotics guided by urine culture "
              "(E. coli, sensitive to co-amoxiclav); definitive stone treatment is planned."),
             ("%s semi-rigid URS + laser lithotripsy + JJ stent" % st["side"], True,
              "underwent uncomplicated ureteroscopy and laser lithotripsy with stent placement."),
             ("%s percutaneous nephrostomy (IR)" % st["side"], False,
              "underwent percutaneous nephrostomy by interventional radiology for an obstructed, infected kidney, "
              "with IV antibiotics; the nephrostomy remains in situ pending antegrade studies."),
             ("conservative management (no procedure)", False,
              "was managed conservatively with analgesia and MET; pain settled and creatinine normalised."),
             ("%s flexible URS, stone fragmented and basketed; no stent" % st["side"], False,
              "underwent uncomplicated flexible ureteroscopy and was discharged the following day.")]
    proc, stented, summ = r.choice(procs)
    sfx = [" with AKI", " - obstructed", ""] + ([" with urosepsis", " - obstructed, infected"] if "stent insertion" in
                                                 proc or "nephrostomy" in proc else [])
    d.t("DIAGNOSIS: %s%s\n" % (clin.stone_desc(st).capitalize(), r.choice(sfx)))
    d.t("PROCEDURE: %s" % proc)
    if "no procedure" not in proc:
        d.w(" (", ("DATE", ctx.D(ctx.days(adm, r.randrange(0, 2)), r.choice([ctx.ds, "dm"]))), ")")
    d.t("\n\nCLINICAL SUMMARY:\n")
    d.w(p.title, " ", ("PATIENT", p.formal), ", ")
    ctx.age_phrase(d, p, ["yearold", "aged", "yo"])
    d.t(", presented to ED with %s-sided renal colic%s. CT KUB confirmed %s with %s hydronephrosis. " % (
        st["side"], r.choice(["", " and fever 38.7 C", " and vomiting", " and raised creatinine"]),
        clin.stone_desc(st), st["hydro"]))
    d.t(("He " if p.sex == "M" else "She ") + summ + " ")
    if r.random() < 0.5:
        social(d, ctx, p, 1)
    d.t("\n\n")
    d.t("INVESTIGATIONS:\n")
    d.t(clin.table([("Test", "Admission", "Ref range")] + [(a, b, c) for a, b, c in clin.ed_bloods(r, ctx.si)[:7]],
                   (14, 22)))
    d.t("\nMEDICATIONS ON DISCHARGE:\n")
    meds = r.sample(clin.MEDS_DISCHARGE, r.randrange(3, 6))
    d.t(clin.table([("Drug", "Dose", "Frequency", "Duration", "Status")] +
                   [(m[0], m[1], m[2], m[3], r.choice(["NEW", "NEW", "CONTINUED", "CHANGED"])) for m in meds],
                   (20, 16, 16, 24)))
    d.t("Stopped: %s\n" % r.choice(["none", "diclofenac (AKI)", "ibuprofen (AKI)", "metformin - restart when eGFR >45"]))
    d.t("Allergies: %s\n\n" % r.choice(["NKDA", "penicillin - rash", "morphine - itch", "NKDA"]))
    d.t("ACTIONS FOR GP:\n")
    acts = ["1. Please check U&E in 1 week (creatinine was raised on admission).\n",
            "2. Please do not start bladder antispasmodics without discussion if symptoms change.\n",
            "2. Please review BP - elevated during admission (150s/90s).\n",
            "3. Please review tamsulosin at 4 weeks if the stone has passed.\n"]
    d.t("".join(r.sample(acts, 2)))
    d.t("\nFOLLOW-UP:\n")
    if stented:
        d.w("- STENT IN SITU. Removal/definitive treatment booked for ", ("DATE", ctx.D(ctx.days(ctx.today, r.randrange(
            14, 42)))), ". Entered on stent register (ref ", ("IDNUM", "STR-" + dg(r, 5)), ").\n")
    d.w("- Stone clinic ", ("DATE", ctx.D(ctx.days(ctx.today, r.randrange(20, 70)), r.choice([ctx.ds, "my"]))),
        r.choice([" (letter to follow)", " with KUB XR on arrival", ""]), "\n")
    d.t("- Patient advised: fluids 2.5-3 L/day, return if fever, rigors or uncontrolled pain.\n\n")
    d.w("Completed by: ", "Dr " if r.random() < 0.5 else "", ("DOCTOR", jun.full()), ", ", jun.role)
    if r.random() < 0.6:
        d.w(", ", "pager " if ctx.us else "bleep ", ("PHONE", ctx.c.pager()))
    d.t("\n")
    if r.random() < 0.6:
        lab, val = ctx.c.license()
        d.w(lab, ": ", ("LICENSE", val), "\n")
    d.w("Date: ", ("DATE", ctx.D(ctx.today)), "\n")
    if r.random() < 0.5:
        d.w("Sent electronically to ", ("HOSPITAL", g.practice), r.choice([" via EDT hub", " via Healthlink",
                                                                          " via secure messaging", " by fax"]),
            ". Copy to patient.\n")
    if r.random() < 0.35:
        d.w("Ward phone: ", ("PHONE", ctx.c.phone("land", ext=r.random() < 0.5)), "\n")
    return d


OUTCOMES = ["ESWL - list for 2-3 sessions", "Flexible URS + laser", "PCNL (supine) - pre-op CT urogram",
            "Observe - repeat CT KUB in 12 months", "Metabolic work-up first, then review",
            "Mini-PCNL vs FURS - discuss options with patient", "Alpha-blocker trial and KUB XR 4/52",
            "Refer to nephrology for cystinuria management", "Stent exchange + elective URS", "Discharge to GP"]


def mdt_minutes(ctx):
    r = ctx.rng
    d = Doc()
    chair = ctx.staff("Consultant Urologist")
    others = [ctx.staff(x) for x in r.sample(["Consultant Urologist", "Consultant Radiologist",
                                              "Consultant Nephrologist", "Stone Clinical Nurse Specialist",
                                              "Fellow in Endourology", "Urology Registrar", "Lithotripsy Radiographer",
                                              "Renal Dietitian"], r.randrange(3, 7))]
    coord = ctx.staff("MDT Coordinator")
    d.w(("HOSPITAL", ctx.hosp), "\n")
    d.t(r.choice(["STONE MDT - MINUTES\n", "Endourology / Stone Multidisciplinary Meeting\n",
                  "Complex Stone MDM - Outcomes\n"]))
    d.w("Date: ", ("DATE", ctx.D(ctx.today, r.choice([ctx.ds, "wdlong"]))), "  ", r.choice(["07:30", "08:00",
                                                                                           "12:30", "13:00"]), "\n")
    if r.random() < 0.5:
        d.w("Venue: ", ("LOCATION_OTHER", r.choice(["Seminar Room %d" % r.randrange(1, 6), "Radiology Meeting Room %d" % r.randrange(1, 4),
                                                    "Boardroom 2", "Room %d.%02d" % (r.randrange(1, 6),
                                                                                      r.randrange(1, 40))])),
            ", ", ("LOCATION_OTHER", r.choice(P.BUILDINGS)), "\n")
    else:
        d.w("Venue: virtual - ", ("URL", "https://meet.example.net/stone-mdt-" + dg(r, 4)), "\n")
    d.w("Chair: ", chair.hon(r), ("DOCTOR", chair.full()), "\n")
    d.t("Present: ")
    for i, s in enumerate(others):
        if i:
            d.t("; ")
        d.w(("DOCTOR", s.pick(r, ("full", "fi", "full"))), " (", s.role, ")")
    d.t("\n")
    if r.random() < 0.5:
        d.w("Apologies: ", ("DOCTOR", ctx.staff().full()), "\n")
    d.t("\n")
    n = r.randrange(2, 5)
    for i in range(n):
        p = new_patient(ctx)
        st = clin.stone(r)
        ref = ctx.staff()
        d.w("%d. " % (i + 1), pname(r, p, ("LF", "full", "LFm")), " (", ("AGE", str(p.age)), p.sex, ")  ",
            p.mrn_label, " ", ("MRN", p.mrn))
        if r.random() < 0.3:
            d.w("  MDT case ID ", ("IDNUM", "MDT-" + dg(r, 6)))
        d.t("\n")
        d.w("   Referred by: Dr ", ("DOCTOR", ref.last), r.choice([", ", " - "]),
            ("HOSPITAL", r.choice([ctx.other_hosp(), ctx.practice()])), "\n")
        d.t("   Summary: %s; %d HU; SSD %.1f cm. %s %s\n" % (clin.stone_desc(st), st["hu"], st["ssd"],
            r.choice(["BMI 41.", "On rivaroxaban for PE.", "Horseshoe kidney.", "Previous failed ESWL x2.",
                      "Solitary functioning kidney.", "Spinal cord injury, suprapubic catheter.",
                      "Pregnant (second trimester) - 22+3 weeks.", "Cystinuria, 6th procedure."]),
            r.choice(clin.EPONYM_LINES) if r.random() < 0.4 else ""))
        if r.random() < 0.4:
            d.t("   Social: ")
            social(d, ctx, p, 1)
            d.t("\n")
        d.t("   Imaging reviewed: CT KUB ")
        d.w(("DATE", ctx.D(ctx.days(ctx.today, -r.randrange(7, 120)), r.choice([ctx.ds, "dm", "mon2"]))), "\n")
        d.t("   Outcome: %s\n" % r.choice(OUTCOMES))
        owner = r.choice(others + [chair])
        d.w("   Action: ", r.choice(["book + inform patient", "letter to GP", "consent clinic", "IR referral",
                                     "request old imaging"]), " - ", ("DOCTOR", owner.initials(False)), "\n\n")
    d.w("Minutes: ", ("DOCTOR", coord.full()), ", MDT Coordinator")
    if r.random() < 0.6:
        d.w(" (", ("EMAIL", coord.email(r)), ")")
    d.w("\nNext meeting: ", ("DATE", ctx.D(ctx.days(ctx.today, r.choice([7, 14, 14, 28])), r.choice([ctx.ds, "wd",
                                                                                                      "long"]))), "\n")
    return d

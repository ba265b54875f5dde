"""Genres: cath lab procedure log, echo report, ambulatory ECG monitor report."""
import pools as P
import phi as X
import clin as C
from core import (Doc, new_ctx, new_patient, new_staff, pname, dname, fname, age_expr,
                  address, dt, hosp, sign_block, cc_block, header_block, plen, ptext)


def dispo(rng, ctx):
    r = rng.random()
    if r < 0.3:
        return [(ctx.unit, "HOSPITAL"), rng.choice([" rm ", " ", " Rm "]),
                ("%d%s" % (rng.randint(2, 9) * 100 + rng.randint(1, 40), rng.choice(["", "A", "B"])), "LOCATION_OTHER")]
    if r < 0.5:
        return [rng.choice(["CSDU bed ", "step-down bed ", "CCU bed ", "tele bed "]),
                (str(rng.randint(1, 32)), "LOCATION_OTHER")]
    if r < 0.6:
        return ["xfer to ", (rng.choice(P.HOSPITALS), "HOSPITAL")]
    return [rng.choice(["CVICU", "home same day", "SDS recovery", "CCU", "PACU", "outpt recovery",
                        "OR (emergent CABG)", "tele", "holding"])]


# ---------------------------------------------------------------- cath log

def cath_daily(rng):
    ctx = new_ctx(rng)
    d = Doc()
    charge = new_staff(rng, "rn")
    d.t((ctx.hospital.upper(), "HOSPITAL"), "\nCARDIAC CATHETERIZATION LABORATORY - DAILY CASE LOG\n")
    d.t("Date: ", dt(rng, ctx.date, rng.choice(["dow_long", "dow_mdy", "mdy", "long"])),
        "    Charge RN: ", dname(rng, charge, rng.choice(["full_cred", "full"])),
        "    Control room: ", (X.phone(rng, ctx.area, rng.choice(["local", "dash"])), "PHONE"), "\n")
    d.t("=" * 128, "\n")
    cols = [("Case #", 13), ("In", 7), ("Patient", 26), ("MRN", 11), ("Age/Sx", 8),
            ("Procedure", 26), ("Operator", 18), ("Access", 22), ("Ctr mL", 8), ("Fluoro", 8), ("Dispo", 0)]
    for name, w in cols:
        d.t(name + " " * max(1, w - len(name)) if w else name)
    d.t("\n", "-" * 128, "\n")
    ops = [new_staff(rng, "md") for _ in range(rng.randint(2, 4))]
    astyle, apre = rng.randint(0, 3), rng.choice(["CL", "CATH", "C"])
    for i in range(rng.randint(6, 12)):
        p = new_patient(rng, ctx)
        d.cell((X.accession(rng, apre, astyle, ctx.date.year % 100), "IDNUM"), 13)
        d.cell(X.ftime(rng, "colon"), 7)
        d.cell(pname(rng, p, rng.choice(["LAST_FIRST", "LAST_FIRST_MI", "last_first"])), 26)
        d.cell((p.mrn, "MRN"), 11)
        d.cell([(str(p.age), "AGE"), "/" + p.sex], 8)
        d.cell(rng.choice(C.PROCS)[:25], 26)
        d.cell(dname(rng, rng.choice(ops), rng.choice(["last", "LAST_FIRST"]) if rng.random() < 0.5 else "last"), 18)
        d.cell(rng.choice(C.ACCESS), 22)
        d.cell(str(rng.randint(25, 260)), 8)
        d.cell(C.rfloat(rng, 1.2, 48.0), 8)
        d.t(dispo(rng, ctx), "\n")
    d.t("-" * 128, "\n")
    if rng.random() < 0.7:
        p = new_patient(rng, ctx)
        src = rng.choice(P.HOSPITALS)
        d.t("ADD-ON ", X.ftime(rng, "colon"), ": STEMI activation, ", pname(rng, p, "LAST_FIRST"), " (",
            age_expr(rng, p, "compact"), "), transferred from ", (src, "HOSPITAL"), " by ",
            (rng.choice(P.TRANSPORT), "ORGANIZATION"), ". D2B ", str(rng.randint(48, 118)), " min. Culprit ",
            C.lesion(rng), ", ", C.stent(rng), ".\n")
    if rng.random() < 0.6:
        p = new_patient(rng, ctx)
        d.t("CANCELLED: ", pname(rng, p, rng.choice(["last_first", "title"])), " (MRN ", (p.mrn, "MRN"),
            ") - ", rng.choice(["Cr 2.9, hold for hydration", "INR 3.1 on warfarin", "pt ate breakfast",
                                "K 2.9", "declined consent", "febrile 38.6"]),
            "; rebooked ", dt(rng, X.shift(ctx.date, rng.randint(1, 14)), "short"), ".\n")
    staff = [new_staff(rng, r) for r in ["rn", "rn", "tech", "tech"]]
    d.t("Lab staff: ")
    for i, s in enumerate(staff):
        d.t("; " if i else "", dname(rng, s, rng.choice(["full_cred", "init_cred"])))
    d.t("\nLog closed ", X.ftime(rng), " by ", dname(rng, charge, rng.choice(["full", "initials"])), "\n")
    return d


def cath_case(rng):
    ctx = new_ctx(rng)
    d = Doc()
    p = new_patient(rng, ctx)
    op = new_staff(rng, "md")
    fel = new_staff(rng, "fellow")
    rn = new_staff(rng, "rn")
    tech = new_staff(rng, "tech")
    case = X.accession(rng, rng.choice(["CL", "CATH", "HC"]))
    d.t(rng.choice(["CATH LAB PROCEDURE LOG", "Cardiac Cath Lab - Intraprocedure Record",
                    "HEMODYNAMIC / PROCEDURE LOG"]), " | ", hosp(rng, ctx), "\n")
    d.t("Case #: ", (case, "IDNUM"), "   Date: ", dt(rng, ctx.date), "   Lab: biplane suite\n")
    header_block(d, rng, ctx, p, ["name", "dob", "mrn", "acct"] + (["ins"] if rng.random() < 0.4 else [])
                 + (["addr"] if rng.random() < 0.3 else []) + (["ssn"] if rng.random() < 0.2 else []))
    ht, wt = rng.randint(150, 193), rng.randint(48, 151)
    d.t("Ht ", str(ht), " cm  Wt ", str(wt), " kg  Allergies: ", rng.choice(C.ALLERGIES), "\n")
    dx = rng.choice(C.DX)
    d.t("Indication: ", dx[0], " (", dx[1], ")\nOperator: ", dname(rng, op, "full_cred"),
        "   Fellow: ", dname(rng, fel, rng.choice(["dr_last", "full_cred"])),
        "\nCirculator: ", dname(rng, rn, "full_cred"), "   Scrub/monitor: ", dname(rng, tech, "full_cred"), "\n")
    d.t("Referring: ", dname(rng, p.pcp, rng.choice(["dr_full", "full_cred"])), ", ",
        (rng.choice(P.CLINICS), "HOSPITAL"), "\n\n")
    times = sorted(rng.sample(range(7 * 60, 16 * 60), 14))
    ti = iter(times)

    def tm():
        m = next(ti)
        return "%02d:%02d" % (m // 60, m % 60)

    bio = rng.random() < 0.35
    d.t(tm(), "  Pt in room. ID verified x2 (name/DOB)")
    if bio:
        d.t(" + ", rng.choice(["palm-vein scan", "biometric wristband", "fingerprint"]), " ID ",
            (X.bioid(rng), "BIOID"))
    d.t(". NPO since midnight.\n")
    d.t(tm(), "  Time-out: ", dname(rng, op, "last"), "/", dname(rng, fel, "last"), "/",
        dname(rng, rn, rng.choice(["first", "last"])), "/", dname(rng, tech, rng.choice(["first", "last"])),
        ". Site marked ", rng.choice(C.ACCESS), ".\n")
    d.t(tm(), "  Midazolam 1 mg IV, fentanyl 25 mcg IV. Lidocaine 2% 5 mL local.\n")
    d.t(tm(), "  ", rng.choice(["6F", "5F", "7F", "6F Glidesheath Slender"]), " sheath placed. Cocktail: verapamil 2.5 mg, NTG 200 mcg.\n")
    d.t(tm(), "  Heparin ", str(rng.choice([3000, 4000, 5000, 7000])), " units IV. ACT ",
        str(rng.randint(180, 340)), " s.\n")
    d.t(tm(), "  ", rng.choice(C.CATHS), " / ", rng.choice(C.CATHS), " diagnostic runs. Ao ",
        "%d/%d (%d)" % (rng.randint(96, 170), rng.randint(50, 90), rng.randint(68, 118)), ", LVEDP ",
        str(rng.randint(6, 34)), " mmHg.\n")
    d.t(tm(), "  Findings: ", ", ".join(C.lesion(rng) for _ in range(rng.randint(1, 4))), ".\n")
    if rng.random() < 0.7:
        d.t(tm(), "  ", rng.choice(C.WIRES), " wire, predil 2.5 NC balloon. ", C.stent(rng),
            " deployed @ ", str(rng.randint(10, 18)), " atm. TIMI 3 flow post.\n")
    if rng.random() < 0.45:
        kind = rng.choice(["Impella CP", "IABP 40 cc", "temp pacer wire"])
        d.t(tm(), "  ", kind, " placed, serial ", (X.device_sn(rng, "Other"), "DEVICE"),
            ", ", rng.choice(["L CFA", "R CFA", "R IJ"]), ".\n")
    d.t(tm(), "  Contrast total ", str(rng.randint(40, 280)), " mL ", rng.choice(C.CONTRAST),
        "; fluoro ", C.rfloat(rng, 2, 50), " min; AK ", str(rng.randint(200, 3400)), " mGy.\n")
    d.t(tm(), "  Hemostasis: ", rng.choice(C.CLOSURE), ". Pulses 2+ distal.\n")
    d.t(tm(), "  Report called to ", dname(rng, p.pcp, "dr_last"), ". To ", dispo(rng, ctx), ".\n")
    if rng.random() < 0.6:
        f = p.fam[0]
        d.t(tm(), "  ", f.rel.capitalize(), " ", fname(rng, f), " updated in waiting area",
            rng.choice([" (", ", cell "]), (f.phone, "PHONE"), rng.choice([")", ""]), ".\n")
    d.t("\n")
    sign_block(d, rng, ctx, op)
    if rng.random() < 0.5:
        d.t("Nursing record: ", dname(rng, rn, "full_cred"), " (user ", (rn.user, "USERNAME"), ")\n")
    return d


def cath_csv(rng):
    ctx = new_ctx(rng)
    d = Doc()
    delim = rng.choice([",", "\t", "|"])
    cols = ["case_id", "proc_date", "patient_name", "mrn", "dob", "age", "sex", "procedure",
            "operator", "fluoro_min", "contrast_ml", "dispo"]
    if rng.random() < 0.5:
        cols.insert(4, "fin")
    d.t("# export: cathlab_cases ", dt(rng, ctx.date, "iso"), " site=", (ctx.hshort or ctx.hospital, "HOSPITAL"),
        " run_by=", (new_staff(rng, "clerk").user, "USERNAME"), "\n")
    d.t(delim.join(cols), "\n")
    ops = [new_staff(rng, "md") for _ in range(3)]
    astyle = rng.randint(0, 3)
    for i in range(rng.randint(7, 14)):
        p = new_patient(rng, ctx)
        pd = X.shift(ctx.date, -rng.randint(0, 6))
        vals = []
        for c in cols:
            if c == "case_id":
                vals.append((X.accession(rng, "CL", astyle, ctx.date.year % 100), "IDNUM"))
            elif c == "proc_date":
                vals.append(dt(rng, pd, "iso"))
            elif c == "patient_name":
                v = "%s, %s" % (p.last.upper(), p.first.upper()) if rng.random() < 0.6 else "%s^%s" % (p.last, p.first)
                if delim == "," and "," in v:
                    vals.append(['"', (v, "PATIENT"), '"'])
                else:
                    vals.append((v, "PATIENT"))
            elif c == "mrn":
                vals.append((p.mrn, "MRN"))
            elif c == "fin":
                vals.append((p.acct, "ACCOUNT"))
            elif c == "dob":
                vals.append(dt(rng, p.dob, "iso"))
            elif c == "age":
                vals.append((str(p.age), "AGE"))
            elif c == "sex":
                vals.append(p.sex)
            elif c == "procedure":
                v = rng.choice(C.PROCS)
                vals.append('"%s"' % v if (delim == "," and "," in v) else v)
            elif c == "operator":
                s = rng.choice(ops)
                vals.append((s.last.upper() if rng.random() < 0.5 else s.last, "DOCTOR"))
            elif c == "fluoro_min":
                vals.append(C.rfloat(rng, 1, 40))
            elif c == "contrast_ml":
                vals.append(str(rng.randint(20, 250)))
            else:
                vals.append(rng.choice(["HOME", "TELE", "CVICU", "CSDU", "CCU", "OR", "SDS"]))
        for j, v in enumerate(vals):
            d.t(delim if j else "", v)
        d.t("\n")
    d.t("# rows=", "%d" % (i + 1), " checksum=", X.digits(rng, 6).lower(), "\n")
    return d


def gen_cath(rng):
    r = rng.random()
    if r < 0.4:
        return cath_daily(rng)
    if r < 0.8:
        return cath_case(rng)
    return cath_csv(rng)


# ---------------------------------------------------------------- echo report

def gen_echo(rng):
    ctx = new_ctx(rng)
    d = Doc()
    p = new_patient(rng, ctx)
    kind = rng.choice(["TTE", "TTE", "TTE", "TEE", "Limited TTE", "Stress echo", "TTE w/ Definity"])
    sono = new_staff(rng, "sono")
    reader = new_staff(rng, "md")
    acc = X.accession(rng, rng.choice(["ECH", "TTE", "US", "ECHO"]), yy=ctx.date.year % 100)
    d.t(hosp(rng, ctx), " - Echocardiography Laboratory\n")
    if rng.random() < 0.5:
        d.t("Lab tel ", (X.phone(rng, ctx.area), "PHONE"), "  Fax ", (X.phone(rng, ctx.area), "FAX"), "\n")
    d.t(kind.upper(), " REPORT\n\n")
    two = rng.random() < 0.5
    if two:
        L = [("Name", pname(rng, p, rng.choice(["LAST_FIRST", "last_first", "full"]))),
             ("MRN", [(p.mrn, "MRN")]), ("DOB", [dt(rng, p.dob, "mdy")]),
             ("Age", [(str(p.age), "AGE"), " yrs"]), ("Sex", [p.sex]),
             ("Study date", [dt(rng, ctx.date)]), ("Accession", [(acc, "IDNUM")]),
             ("Location", [rng.choice([[(ctx.unit, "HOSPITAL"), " ", (str(rng.randint(200, 940)), "LOCATION_OTHER")],
                                       ["Outpatient"], ["ED"], ["CVICU bed ", (str(rng.randint(1, 24)), "LOCATION_OTHER")]])]),
             ("Height", ["%d cm" % rng.randint(150, 193)]), ("Weight", ["%d kg" % rng.randint(48, 150)]),
             ("BSA", [C.rfloat(rng, 1.5, 2.5, 2) + " m2"]), ("BP", ["%d/%d" % (rng.randint(90, 170), rng.randint(50, 95))])]
        for i in range(0, len(L), 2):
            a, b = L[i], L[i + 1]
            d.t(a[0] + ":" + " " * (12 - len(a[0])))
            d.cell(a[1], 30)
            d.t(b[0] + ":" + " " * (12 - len(b[0])), b[1], "\n")
    else:
        header_block(d, rng, ctx, p, ["name", "mrn", "dob", "agesex"], sep=": ")
        d.t("Study Date: ", dt(rng, ctx.date), " ", X.ftime(rng), "   Accession #: ", (acc, "IDNUM"), "\n")
        d.t("Ht/Wt: ", str(rng.randint(150, 193)), " cm / ", str(rng.randint(48, 150)), " kg   HR ",
            str(rng.randint(50, 120)), "   Rhythm: ", rng.choice(C.RHYTHMS), "\n")
    dx = rng.choice(C.DX)
    d.t("Indication: ", dx[0], " [", dx[1], "]\n")
    d.t("Ordering: ", dname(rng, p.pcp, rng.choice(["dr_full", "full_cred", "LAST_FIRST"])),
        "   Sonographer: ", dname(rng, sono, rng.choice(["full_cred", "init_cred", "initials"])), "\n")
    d.t("Image quality: ", rng.choice(["good", "technically difficult", "fair, limited apical windows",
                                       "suboptimal (body habitus)"]), ". ", rng.choice(["", "Definity 1.3 mL IV used for LV opacification. ", ""]), "\n\n")
    lvef, rows = C.echo_meas(rng)
    d.t("MEASUREMENTS\n")
    keep = sorted(rng.sample(range(len(rows)), rng.randint(9, len(rows))))
    for lab, val, unit, nl in [rows[i] for i in keep]:
        d.t("  ", lab.ljust(16), (val + " " + unit).strip().ljust(14), ("(nl " + nl + ")") if nl else "", "\n")
    d.t("\nFINDINGS\n")
    d.t("Left ventricle: ", rng.choice(["normal size", "mildly dilated", "severely dilated"]), ", ",
        rng.choice(["normal wall thickness", "concentric LVH", "asymmetric septal hypertrophy"]),
        ". LVEF ", str(lvef), "% by Simpson's biplane. ",
        rng.choice(["No RWMA.", "Akinesis of the mid-apical anterior wall and apex.",
                    "Inferolateral hypokinesis.", "Global hypokinesis.", "Apical ballooning with basal hyperkinesis."]), "\n")
    d.t("Right ventricle: ", rng.choice(["normal size and function", "mildly reduced function", "dilated, TAPSE reduced"]), ".\n")
    d.t("Valves: ", rng.choice(["Trileaflet AV, mild calcification, no AS", "Severe calcific AS",
                                "Bioprosthetic AV well seated", "Mild MR", "Moderate-severe MR, posterior leaflet flail",
                                "Moderate TR"]), ". ", rng.choice(["Mild TR.", "Trace PR.", "No MS.", ""]), "\n")
    if kind == "TEE":
        anes = new_staff(rng, "anes")
        d.t("TEE: probe passed without difficulty under MAC (", dname(rng, anes, "full_cred"),
            "). No LAA thrombus; LAA velocity ", str(rng.randint(22, 70)), " cm/s. Agitated saline: ",
            rng.choice(["no shunt", "small PFO with R-to-L shunt at rest"]), ".\n")
    if kind == "Stress echo":
        d.t("Stress: Bruce protocol, ", str(rng.randint(3, 12)), " min, ", C.rfloat(rng, 4, 13), " METs, peak HR ",
            str(rng.randint(110, 170)), " (", str(rng.randint(72, 101)), "% MPHR). Duke treadmill score ",
            str(rng.randint(-8, 9)), ".\n")
    d.t("\nCOMPARISON: ")
    if rng.random() < 0.7:
        pr = X.shift(ctx.date, -rng.randint(40, 1400))
        d.t("Prior ", rng.choice(["TTE", "study"]), " ", dt(rng, pr), rng.choice(["", " at "]))
        if d.buf[-1] == " at ":
            d.t((rng.choice(P.HOSPITALS), "HOSPITAL"))
        d.t(": LVEF then ", str(C.ef(rng)), "%.\n")
    else:
        d.t("None available.\n")
    d.t("\nCONCLUSIONS\n1. LVEF ", str(lvef), "%", (" (reduced)." if lvef < 50 else rng.choice([", normal.", "."])), "\n2. ",
        rng.choice(["Grade II diastolic dysfunction.", "Estimated RVSP %d mmHg." % rng.randint(25, 70),
                    "Severe AS (AVA 0.8 cm2, MG 44 mmHg).", "No pericardial effusion."]), "\n")
    if rng.random() < 0.4:
        d.t("3. Critical result phoned to ", dname(rng, p.pcp, "dr_last"), " at ", X.ftime(rng),
            " by ", dname(rng, sono, rng.choice(["first", "full"])), ".\n")
    d.t("\n")
    sign_block(d, rng, ctx, reader)
    return d


# ---------------------------------------------------------------- ambulatory monitor

def gen_holter(rng):
    ctx = new_ctx(rng)
    d = Doc()
    p = new_patient(rng, ctx)
    rd = new_staff(rng, "md")
    tech = new_staff(rng, rng.choice(["tech", "ep"]))
    mon = rng.choice(C.MONITORS)
    hook = X.shift(ctx.date, -rng.randint(3, 35))
    days = rng.choice([1, 2, 7, 14, 14, 30])
    d.t("AMBULATORY ECG MONITOR REPORT\n", hosp(rng, ctx), rng.choice([" Heart Station", " Cardiology", " Noninvasive Lab"]), "\n\n")
    pipe = rng.random() < 0.4
    fields = [("Patient", pname(rng, p, rng.choice(["full", "LAST_FIRST_MI", "last_first"]))),
              ("DOB", [dt(rng, p.dob)]), ("MRN", [(p.mrn, "MRN")]),
              ("Age", [(str(p.age), "AGE")]),
              ("Study ID", [(X.accession(rng, rng.choice(["HOL", "AMB", "ZIO"])), "IDNUM")]),
              ("Device", [mon, " SN ", (X.letters(rng, 1) + X.digits(rng, 9), "DEVICE")]),
              ("Hookup", [dt(rng, hook), " ", X.ftime(rng, "colon")]),
              ("Duration", ["%d d %d h analyzable" % (days, rng.randint(0, 23))]),
              ("Ordering", dname(rng, p.pcp, rng.choice(["dr_full", "full_cred"]))),
              ("Indication", [rng.choice(["palpitations", "syncope", "AF burden post-ablation",
                                          "cryptogenic stroke", "presyncope", "PVC burden, NICM"])])]
    if rng.random() < 0.4:
        fields.append(("Hooked up by", dname(rng, tech, "full_cred")))
    for k, v in fields:
        if pipe:
            d.t("| ", k.ljust(14), "| ", v, "\n")
        else:
            d.t(k + ":", " " * (14 - len(k)), v, "\n")
    d.t("\nSUMMARY\n")
    d.t("Total beats ", format(rng.randint(90000, 1600000), ","), ". HR min ", str(rng.randint(32, 58)),
        " / avg ", str(rng.randint(58, 92)), " / max ", str(rng.randint(100, 188)), " bpm.\n")
    d.t("PVCs ", C.rfloat(rng, 0, 22), "% burden (", rng.choice(["unifocal", "multifocal"]), "); PACs ",
        C.rfloat(rng, 0, 6), "%. AF burden ", rng.choice(["0%", "<1%", "12%", "100%", "34%"]), ".\n")
    d.t("Longest pause ", C.rfloat(rng, 1.2, 6.8), " s; ", rng.choice(["no high-grade AV block",
                                                                       "2 episodes Mobitz II", "nocturnal Wenckebach"]), ".\n")
    d.t("\nPATIENT-TRIGGERED EVENTS\n")
    start = hook
    for i in range(rng.randint(2, 6)):
        ed = X.shift(start, rng.randint(0, max(1, days - 1)))
        d.t(" ", str(i + 1), ". ", dt(rng, ed, rng.choice(["md", "mdy", "dow_md"])), " ", X.ftime(rng), " - ",
            rng.choice(["'fluttering'", "dizzy", "chest tightness", "skipped beats", "SOB climbing stairs",
                        "woke up with heart racing"]), " -> ", rng.choice(C.RHYTHMS), "\n")
    if rng.random() < 0.45:
        d.t("Diary note: pt reports symptoms while ", rng.choice([
            ["working as a ", (p.prof, "PROFESSION")],
            ["at ", (rng.choice(P.LANDMARKS), "LOCATION_OTHER")],
            ["at work (", (p.employer, "ORGANIZATION"), ")"],
            ["visiting family in ", (p.country, "COUNTRY")]]), ".\n")
    d.t("\nINTERPRETATION\n", rng.choice(["Predominant sinus rhythm with rare ectopy. Symptoms correlate with sinus tachycardia.",
                                          "Paroxysmal AF, longest episode 3 h 12 min, max ventricular rate 164.",
                                          "Frequent PVCs (burden >10%); consider cardiomyopathy evaluation.",
                                          "Symptomatic pauses up to 5.4 s - recommend EP referral for PPM.",
                                          "No arrhythmia to explain syncope."]), "\n\n")
    sign_block(d, rng, ctx, rd, d=X.shift(ctx.date, rng.randint(0, 3)))
    if rng.random() < 0.6:
        d.t("Report faxed to ", dname(rng, p.pcp, "dr_last"), " at ", (X.phone(rng, ctx.area), "FAX"),
            " on ", dt(rng, X.shift(ctx.date, rng.randint(0, 4)), "short"), ".\n")
    if rng.random() < 0.3:
        d.t("Return monitor via prepaid mailer; questions: ", (X.email(rng, "", "", "dept"), "EMAIL"), "\n")
    return d

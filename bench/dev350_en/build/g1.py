"""Genres: botulinum toxin injection record, gait analysis report,
spasticity clinic letter, physiotherapy goal sheet (GAS)."""
import datetime as dt
import clin
import blocks as B
import pools as P


def _when(c):
    return "%02d:%02d" % (c.r.randint(8, 16), c.r.choice([0, 10, 15, 20, 30, 40, 45, 50]))


def botox(c, n):
    r = c.r
    brand, generic, vials, ratio, jcode = clin.product(c)
    dx = clin.dx(c)
    wt = clin.weight(c)
    if r.random() < 0.5:
        B.letterhead(c, n, contacts=r.random() < 0.5)
    else:
        n.w(("HOSPITAL", c.hosp), " - ", c.dept, "\n")
    n.w(r.choice(["BOTULINUM TOXIN INJECTION RECORD", "Botulinum Toxin A - Procedure Record",
                  "BoNT-A INJECTION NOTE", "Chemodenervation Procedure Note",
                  "Spasticity Injection Clinic - Treatment Sheet"]), "\n\n")
    B.banner(c, n, extra=r.random() < 0.5)
    n.w("Date of procedure: ", c.D(c.visit, r.choice([c.dstyle, "wk", c.dstyle])), "  Time: ", _when(c), "\n")
    k = r.randint(0, 3)
    if k == 0:
        n.w("Location: ", ("HOSPITAL", c.ward), ", bay ", c.room(), "\n")
    elif k == 1:
        n.w("Location: outpatient procedure room ", c.room(), "\n")
    elif k == 2:
        n.w("Location: Day Case Unit, ", c.building(), ", bed ", ("LOCATION_OTHER", str(r.randint(1, 16))), "\n")
    else:
        n.w("Location: ", ("HOSPITAL", c.hosp), " injection clinic\n")
    if c.cc in ("US", "AU", "CA") or r.random() < 0.3:
        n.w(r.choice(["Encounter #: ", "Visit no: ", "Episode: ", "FIN: "]), c.acct(), "\n")
    n.w("Injector: ", c.S(c.cons, r.choice(["title_full", "full_cred", "title_last"])))
    if r.random() < 0.6:
        n.w("   Supervising/second: ", c.S(c.reg, "title_full"))
    n.w("\nNurse: ", c.S(c.nurse, r.choice(["full_cred", "full", "init_last"])))
    if c.kind == "child" and r.random() < 0.5:
        n.w("   Play specialist: ", c.S(c.staff("play"), "full"))
    n.w("\n\nIndication: ", dx[0], " (ICD-10 ", dx[1], ").\n")
    n.w("Goals (see GAS sheet): ", "; ".join(clin.goals(c, 2)), ".\n")
    n.w("Weight: ", str(wt), " kg.  Allergies: ", r.choice(["NKDA", "penicillin (rash)", "latex", "nil known", "elastoplast"]), ".\n")
    if r.random() < 0.5:
        prev = [c.plus(-400, -200), c.plus(-190, -84)]
        n.w("Previous toxin: ", c.D(prev[0], r.choice([c.dstyle, "my3"])), " (", brand, " ", str(r.choice([200, 300, 400, 500])), " U) and ",
            c.D(prev[1], r.choice([c.dstyle, "my3"])), "; good response to previous cycle, wore off after ~",
            str(r.randint(10, 16)), " weeks.\n")
    rows = clin.plan(c, dx[2], mult=ratio if brand == "Dysport" else 1.0)
    cap = (30 * wt if c.kind == "child" else 1500) if brand == "Dysport" else (min(16 * wt, 400) if c.kind == "child" else 600)
    tot = sum(x[2] for x in rows)
    if tot > cap:
        f = cap / float(tot)
        rows = [(m, s, max(5, int(d * f / 5) * 5), st) for m, s, d, st in rows]
    tot = sum(x[2] for x in rows)
    vial = r.choice(vials)
    nv = max(1, -(-tot // vial))
    ml = r.choice([1.0, 2.0, 2.5, 4.0, 5.0])
    exp = dt.date(c.visit.year + r.randint(1, 2), r.randint(1, 12), 1)
    n.w("\nProduct: ", brand, " (", generic, ") ", str(vial), " U vial x", str(nv), "\n")
    n.w("Batch/lot: ", clin.lot(c), "   Expiry: ", c.D(exp, r.choice(["mmyyyy", "my3", "mmyy"])), "\n")
    n.w("Reconstituted with ", str(ml), " mL 0.9% sodium chloride (", str(round(vial / ml / 10, 1)), " U per 0.1 mL).\n")
    n.w("Guidance: ", r.choice(["ultrasound (linear 12 MHz probe)", "EMG-guided", "electrical stimulation + ultrasound", "palpation / anatomical landmarks", "ultrasound + e-stim"]), ".\n")
    n.w("Sedation/analgesia: ", r.choice(["none", "Entonox", "topical EMLA", "ametop gel", "GA (combined with casting)", "oral midazolam 0.5 mg/kg"]), ".\n\n")
    n.w(r.choice(["Muscle                         Side  Dose (U)  Sites\n", "MUSCLE | SIDE | UNITS | SITES\n", "Injections:\n"]))
    for m, s, d, st in rows:
        n.w("  %-30s %-4s %-8d %d\n" % (m, s, d, st))
    n.w("Total dose: ", str(tot), " U (", str(round(tot / wt, 1)), " U/kg).\n\n")
    if c.kind == "child":
        par = c.fam[0]
        n.w("Consent: written consent from ", par.rel, " ", c.F(par, r.choice(["full", "first", "title"])),
            " on ", c.D(c.plus(-40, 0), c.dstyle), " (form ref ", c.idnum("CF"), ").\n")
    else:
        n.w("Consent: ", r.choice(["written consent obtained from patient", "patient consented verbally and in writing", "best-interests decision documented (MCA); discussed with "]))
        if r.random() < 0.4:
            n.w(c.F(c.fam[0], "full"), " (", c.fam[0].rel, ")")
        n.w(".\n")
    n.w("Procedure note: ", " ".join(r.sample(clin.ADVERSE, 2)), "\n")
    n.w("Advice: ", " ".join(clin.advice(c)), "\n")
    fu = c.plus(35, 56)
    n.w("\nFollow-up: physio review ", c.Dn(c.plus(10, 21)), "; clinic review ", c.D(fu, r.choice([c.dstyle, "wkdm", "wklong"])))
    n.w(". Next injection not before ", c.D(c.visit + dt.timedelta(days=84)), " (12-week interval).\n")
    if c.us:
        n.w("Billing: CPT ", r.choice(["64642", "64643", "64644", "64646"]), ", 95874, ", jcode, " x", str(tot), " units; wastage ", str(max(0, vial * nv - tot)), " U (JW modifier).\n")
    n.w("\n")
    B.sig(c, n, c.cons, lic=r.random() < 0.5, contact=r.random() < 0.3)
    if r.random() < 0.6:
        B.audit(c, n, staff=[c.nurse, c.cons])


def gait(c, n):
    r = c.r
    dx = clin.dx(c)
    n.w(("HOSPITAL", c.lab), "\n")
    if r.random() < 0.7:
        n.w(("HOSPITAL", c.hosp), ", ", c.ADDR(c.haddr, sep=", "), "\n")
    n.w("Tel ", c.PH("work"))
    if r.random() < 0.5:
        n.w("  Fax ", c.FX())
    n.w("\n\n", r.choice(["CLINICAL GAIT ANALYSIS REPORT", "Instrumented Gait Analysis - Report",
                          "3D GAIT ANALYSIS", "Movement Analysis Report"]), "\n")
    n.w("Session ID: ", c.idnum(r.choice(["GA", "MAL", "IGA"])), "   Date of assessment: ", c.D(c.visit), "\n\n")
    B.banner(c, n, style=r.choice([0, 1, 3]), extra=r.random() < 0.4)
    n.w("Age at assessment: ", c.A(r.choice(["years", "num"])), "\n")
    n.w("Referred by: ", c.S(c.cons, r.choice(["title_full", "title_last"])), r.choice([", Spasticity Service", ", Orthopaedics", ", Rehabilitation Medicine", ""]), "\n")
    n.w("Reason for referral: ", r.choice(["pre-operative planning (?SEMLS)", "to guide botulinum toxin targets",
                                           "review of orthotic prescription", "post-SDR follow-up", "deterioration in walking"]), "\n")
    n.w("Diagnosis: ", dx[0], "\n")
    n.w("Assessed by: ", c.S(c.pt, "full_cred"), " and ", c.S(c.staff("sci"), "full"), r.choice([" (clinical scientist)", " (bioengineer)", ", Clinical Scientist"]), "\n\n")
    h = round(80 + c.age * 5.8 + r.uniform(-5, 5), 1) if c.kind == "child" else round(r.uniform(150, 190), 1)
    n.w("Anthropometrics: height ", str(h), " cm, mass ", str(clin.weight(c)), " kg, leg length L ",
        str(round(h * 0.47, 1)), " cm / R ", str(round(h * 0.47 + r.uniform(-1.5, 1.5), 1)), " cm.\n")
    n.w("Conditions tested: ", r.choice(["barefoot and in own AFOs", "barefoot only", "shoes + hinged AFOs, barefoot",
                                         "with posterior walker and barefoot"]), "; ", str(r.randint(4, 9)), " trials each.\n")
    n.w("Equipment: 12-camera optoelectronic system, 2 force plates, 8-channel surface EMG; Plug-in Gait marker set.\n\n")
    n.w("PHYSICAL EXAMINATION\n")
    for side in ("L", "R"):
        n.w("  ", side, ": hip abd ", str(r.randint(20, 50)), " deg, popliteal angle ", str(r.randint(30, 75)),
            " deg, ", clin.tardieu(c), ", MAS gastrocs ", r.choice(clin.MAS), "\n")
    for b in clin.exam(c, 2):
        n.w("  ", b, "\n")
    n.w("\nKINEMATICS / KINETICS\n")
    for g in clin.gait_findings(c, r.randint(3, 5)):
        n.w("- ", g, "\n")
    n.w("GDI L ", str(round(r.uniform(55, 92), 1)), " / R ", str(round(r.uniform(55, 92), 1)),
        "; GPS ", str(round(r.uniform(6, 16), 1)), " deg. Walking speed ", str(round(r.uniform(0.4, 1.2), 2)), " m/s.\n")
    if r.random() < 0.5:
        d0 = c.plus(-900, -300)
        n.w("Compared with the previous analysis on ", c.D(d0, r.choice([c.dstyle, "my"])),
            ", knee flexion at initial contact has ", r.choice(["increased", "improved", "not changed"]), ".\n")
    side = r.choice(["left", "right"])
    n.w("\nIMPRESSION\n", r.choice(["Gait pattern consistent with true equinus on the " + side + ".",
                                     "Jump gait (Rodda and Graham classification), bilateral.",
                                     "Apparent equinus with crouch bilaterally.",
                                     "Hemiplegic gait type II (Winters, Gage and Hicks) on the " + side + ".",
                                     "Stiff-knee gait on the " + side + " with circumduction."]), "\n")
    n.w("RECOMMENDATIONS\n")
    recs = ["1. Botulinum toxin to gastrocnemius and medial hamstrings; review with ", "1. Consider SEMLS at ",
            "1. Continue hinged AFOs; new casting with "]
    k = r.randint(0, 2)
    n.w(recs[k])
    if k == 0:
        n.w(c.S(c.cons, "title_last"), ".\n")
    elif k == 1:
        n.w(("HOSPITAL", c.hosp if r.random() < 0.5 else r.choice(P.HOSP_STEMS) + " " + r.choice(P.HOSP_KINDS[c.cc])), " (orthopaedic MDT).\n")
    else:
        n.w(c.S(c.orth, "full"), ", orthotist.\n")
    n.w("2. Repeat analysis in ", str(r.choice([12, 18, 24])), " months or after intervention.\n\n")
    if r.random() < 0.6:
        n.w("Video recorded with consent of ", c.F(c.fam[0], "full") if c.kind == "child" else c.P("full"),
            "; data archived from capture workstation ", c.ip(), ".\n")
    n.w("Report: ", c.S(c.pt, r.choice(["full_cred", "full"])), "  ", c.LIC(c.pt), "\n")
    n.w("Verified: ", c.S(c.cons, "title_full"), "  ", c.D(c.plus(3, 14)), "\n")
    if r.random() < 0.5:
        n.w("Enquiries: ", c.email_team(), "\n")


def clinic_letter(c, n):
    r = c.r
    dx = clin.dx(c)
    B.letterhead(c, n)
    n.w("Clinic date: ", c.D(c.visit), "\n")
    n.w("Date typed: ", c.D(c.plus(2, 12)), "\n")
    n.w(r.choice(["PRIVATE AND CONFIDENTIAL\n\n", "\n"]))
    n.w(c.S(c.gp, "title_full"), "\n", ("HOSPITAL", c.practice), "\n", c.ADDR(c.make_addr()), "\n\n")
    n.w("Dear ", c.S(c.gp, "title_last"), ",\n\n")
    B.banner(c, n, style=2)
    n.w("Diagnoses:\n1. ", dx[0], "\n")
    if r.random() < 0.6:
        n.w("2. ", r.choice(["epilepsy, well controlled", "gastrostomy fed", "chronic constipation", "depression",
                             "type 2 diabetes", "shoulder subluxation", "neurogenic bladder"]), "\n")
    n.w("\nMedication: ", ", ".join(clin.meds(c)), "\n\n")
    who = ""
    if c.kind == "child":
        par = c.fam[0]
        n.w("I saw ", c.P("first"), " in the ", c.dept, " clinic today with ", par.rel, ", ", c.F(par, "first"), ". ")
        n.w(c.P("first"), " is ", c.A("num"), " and attends ", ("ORGANIZATION", c.school), " in ", ("CITY", c.town), ". ")
        if r.random() < 0.6:
            n.w(par.rel.capitalize(), " works as a ", ("PROFESSION", c.fprof), ". ")
        if r.random() < 0.25:
            n.w("The family have just returned from ", r.choice(["a holiday in ", "visiting relatives in "]), ("COUNTRY", r.choice(P.BIRTH_COUNTRIES)), ". ")
    else:
        n.w("I reviewed ", c.P("title"), ", a ", c.A(r.choice(["yold", "words"])), " ", r.choice(["woman" if c.sex == "F" else "man", "patient"]), ", in clinic ")
        if r.random() < 0.5:
            n.w("today")
        else:
            n.w("on ", c.Dn(c.visit))
        n.w(". ")
        p = c.fam[0]
        n.w(r.choice(["She" if c.sex == "F" else "He"]), " lives with ", r.choice(["", "her " if c.sex == "F" else "his "]), p.rel, " ", c.F(p, "first"), " in ", ("CITY", c.town))
        n.w(r.choice([" and worked as a ", " and is employed as a ", "; previously a "]), ("PROFESSION", c.prof))
        if r.random() < 0.5:
            n.w(" at ", ("ORGANIZATION", c.employer))
        n.w(". ")
        if r.random() < 0.4:
            n.w(r.choice(["Originally from ", "Born in ", "Moved here from "]), ("COUNTRY", r.choice(P.BIRTH_COUNTRIES)), r.choice(["; interpreter not required. ", " in " , ". "]))
            if n.parts[-1] == " in ":
                n.w(c.D(c.plus(-9000, -400), "y"), ". ")
    n.w(r.choice(["Since the last injection cycle ", "Over the past 3 months ", "Following the stroke "]),
        r.choice(["tone has increased in the calf with toe walking.", "the hand has become more fisted and hygiene is difficult.",
                  "there have been painful night spasms.", "walking has been more effortful and there were two falls."]), "\n\n")
    n.w("On examination:\n")
    for b in clin.exam(c, r.randint(2, 4)):
        n.w("- ", b, "\n")
    n.w("- ", clin.tardieu(c), "; ", clin.mas_line(c, "elbow flexors"), "\n\n")
    n.w("Plan:\n")
    d1 = c.plus(14, 60)
    n.w("1. Botulinum toxin injection listed for ", c.D(d1, r.choice([c.dstyle, "wklong", "long_uk" if not c.na else "long_us"])), " at ",
        ("HOSPITAL", c.hosp if r.random() < 0.6 else c.ward), ".\n")
    n.w("2. Referral to ", c.S(c.orth, "full"), " for ", r.choice(clin.ORTHOSES), ".\n")
    n.w("3. Continue stretches with ", c.S(c.pt, r.choice(["full", "first"])), r.choice([" (community physio)", " at school", ""]), ".\n")
    if r.random() < 0.5:
        n.w("4. Increase baclofen gradually to 10 mg TDS; please could you continue to prescribe.\n")
    n.w("\nI will see ", c.Pref(), " again in ", r.choice(["3", "4", "6"]), " months. ")
    n.w("If there are concerns, the team can be reached on ", c.PH("work"))
    if r.random() < 0.5:
        n.w(" or by e-mail ", c.email_team())
    n.w(".")
    n.w("\n\n")
    B.sig(c, n, c.cons, role_text=r.choice(["Consultant in Rehabilitation Medicine", "Consultant Paediatric Neurologist",
                                             "Attending Physiatrist", "Consultant, Spasticity Service"]))
    B.typist(c, n, c.cons)
    B.cc_block(c, n)


def gas(c, n):
    r = c.r
    k = r.randint(2, 4)
    gls = clin.goals(c, k)
    if r.random() < 0.5:
        n.w(("HOSPITAL", c.hosp), " - ", r.choice(["Physiotherapy", "Children's Therapy Services", "Neuro Physio", "Therapy Services"]), "\n")
    else:
        n.w(r.choice(["Community Paediatric Physiotherapy", "Outpatient Neuro-Physiotherapy", "Therapy Department"]), ", ", ("HOSPITAL", c.hosp), "\n")
    n.w(r.choice(["GOAL ATTAINMENT SCALING (GAS) RECORD", "Physiotherapy Goal Sheet - GAS", "GAS goal setting and review"]), "\n\n")
    n.w("Name: ", c.P(r.choice(["full", "LF", "fml"])), "   DOB: ", c.D(c.dob), "   ", c.mrn_label(), ": ", ("MRN", c.mrn), "\n")
    if r.random() < 0.6:
        n.w(c.hp_label(), ": ", ("HEALTHPLAN", c.hp_num), "\n")
    n.w("Therapist: ", c.S(c.pt, "full_cred"), "  (", c.LIC(c.pt, with_label=r.random() < 0.7), ")\n")
    tset = c.visit
    trev = c.plus(35, 70)
    n.w("Goals set: ", c.D(tset), "   Review: ", c.D(trev), "\n")
    n.w("Intervention: ", r.choice(["botulinum toxin + 6-week physio block", "serial casting x3", "toxin + new AFOs", "intensive upper limb programme (CIMT)"]), "\n")
    n.w("Present: ")
    if c.kind == "child":
        n.w(c.P("first"), ", ", c.fam[0].rel, " ", c.F(c.fam[0], "first"))
        if r.random() < 0.5:
            n.w(", class teacher ", ("FAMILY", r.choice(P.FEMALE + P.MALE) + " " + r.choice(P.SURNAMES)))
        n.w(" (goals partly set at ", ("ORGANIZATION", c.school), ")")
    else:
        n.w(c.P("first"))
        if r.random() < 0.6:
            n.w(", ", c.fam[0].rel, " ", c.F(c.fam[0], "first"))
    n.w("\n\n")
    weights, base, outc = [], [], []
    for i, g in enumerate(gls):
        imp, dif = r.randint(1, 3), r.randint(1, 3)
        b0 = r.choice([-1, -1, -2])
        o = r.choice([-1, 0, 0, 1, 1, 2])
        weights.append(imp * dif)
        base.append(b0)
        outc.append(o)
        n.w("Goal ", str(i + 1), ": ", g, "\n")
        n.w("   Importance ", str(imp), "  Difficulty ", str(dif), "  Weight ", str(imp * dif), "\n")
        if r.random() < 0.4:
            n.w("   -2: much less than expected  -1: baseline  0: expected outcome  +1: somewhat more  +2: much more\n")
        n.w("   Baseline ", str(b0), "   Outcome ", ("%+d" % o) if o else "0", "\n")
    n.w("\nGAS T-score: baseline ", str(clin.gas_t(weights, base)), " -> outcome ", str(clin.gas_t(weights, outc)), "\n")
    rise = clin.gas_t(weights, outc) - clin.gas_t(weights, base)
    n.w(r.choice(["(T >= 50 indicates goals achieved as expected)\n", ("Meaningful change (T-score rise > 10).\n" if rise > 10 else "Change below 10 points - discuss at MDT.\n"), "\n"]))
    n.w("Scored at ", r.choice(["clinic", "home visit", "school"]), " on ", c.D(trev, r.choice([c.dstyle, "wkdm"])), " by ",
        c.S(c.pt, r.choice(["full", "init_last"])), ".\n")
    if r.random() < 0.4:
        n.w("Outcome shared with ", c.S(c.cons, "title_last"), " by e-mail (", c.email_staff(c.cons), ").\n")

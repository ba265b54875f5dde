"""Genre 1: EMS run reports, interfacility transfer forms, refusals."""
from marker import M
from vals import J, upper, cap
import neg

GENRE = "ems_transfer"


def _crew(c, n=2):
    roles = c.L(["Paramedic", "EMT-B", "AEMT", "EMT-P"], ["PCP", "ACP", "PCP"], ["Paramedic", "ECA", "Technician"])
    crew = []
    for i in range(n):
        p = c.staff(roles[i % len(roles)] if i else roles[0])
        crew.append(p)
    return crew


def _complaint(c, pt, fam):
    """Narrative body for a scenario; returns (chief complaint, text)."""
    he = "he" if pt.sex == "M" else "she"
    his = "his" if pt.sex == "M" else "her"
    sc = c.ch(["cp", "fall", "sob", "stroke", "hypo", "mvc", "syncope", "seizure"])
    v1, v2 = neg.vitals(c), neg.vitals(c)
    famref = "%s %s" % (fam.rel, c.N(fam, c.ch(["first", "full"])))
    if c.p(0.3):
        famref += " (%s)" % M("AGE", c.rel_age(fam))
    if sc == "cp":
        cc = "chest pain"
        t = ("Dispatched to a private residence for a %s c/o substernal chest pressure x 40 min radiating to L arm. "
             "Pt found seated, diaphoretic. %s states %s was shoveling when it began. PMH HTN, HLD, DM2. "
             "Meds: %s. NKDA. Initial VS %s. 12-lead: STE II, III, aVF with reciprocal depression in I/aVL; "
             "STEMI alert called to receiving at %s. ASA 324 mg PO chewed, NTG 0.4 mg SL x1 (held 2nd dose, SBP < 100), "
             "18g L AC. Repeat VS %s. Pt states pain 6/10 from 9/10.") % (
            c.A(style=c.ch(["yo", "y/o", "sex2", "yrold"])), cap(famref), he,
            "; ".join(neg.meds(c, 3)), v1, c.time(), v2)
    elif sc == "fall":
        cc = "fall"
        t = ("Called by %s for a %s who fell from standing in the bathroom at approx %s. Pt denies LOC, on apixaban. "
             "Found on floor, A&Ox4, GCS 15, c/o R hip pain, R leg shortened and externally rotated. "
             "VS %s. Fentanyl 50 mcg IN, pt placed on scoop then stretcher, padded. "
             "%s states pt lives alone and has fallen x2 since %s.") % (
            famref, c.A(style=c.ch(["yo", "yrold", "yo2", "words"])), c.time(), v1,
            fam.rel.capitalize() if fam.rel else "Family", c.D(c.date_between(-120, -30), "my"))
    elif sc == "sob":
        cc = "shortness of breath"
        t = ("Pt is a %s with hx COPD on home O2 2 L, c/o worsening SOB x 2 days, now tripoding. Wheezes all fields, "
             "accessory muscle use. VS %s. DuoNeb x2, methylprednisolone 125 mg IV, CPAP 7.5 cmH2O with improvement. "
             "Home O2 concentrator SN %s left at residence. %s rode up front.") % (
            c.A(style=c.ch(["yrold", "yo", "sex"])), v1, c.DEV("o2"), cap(famref))
    elif sc == "stroke":
        cc = "stroke symptoms"
        t = ("%s called 911 after pt developed slurred speech and R facial droop; LKW %s %s per %s. "
             "Cincinnati +3, BE-FAST positive, BGL 132. VS %s. Stroke alert to %s, ETA 12 min. "
             "Pt is R-handed, works as a %s.") % (
            cap(famref), c.D(None, c.ch(["numd", "wkd", "num"])), c.time(), fam.rel or "family", v1,
            c.HOSP("hospital", "dest"), c.PROF())
    elif sc == "hypo":
        cc = "altered mental status / hypoglycemia"
        t = ("Coworker found pt confused at %s (%s). BGL 38. D10 250 mL IV, repeat BGL 142, pt now A&Ox4. "
             "Insulin pump SN %s suspended per pt. VS %s. Pt wishes transport for evaluation.") % (
            c.ORG("employer"), c.LANDMARK(), c.DEV("pump"), v1)
    elif sc == "mvc":
        cc = "MVC"
        t = ("Restrained driver of a sedan, plate %s, VIN %s per %s, T-boned on the driver side at approx 35 mph "
             "near %s. +airbag deployment, self-extricated, ambulatory at scene. C/o neck pain 5/10, "
             "no midline tenderness, Canadian C-spine rule applied. VS %s. Officer %s (badge %s) on scene.") % (
            c.VEH("plate"), c.VEH("vin"), c.L("police", "OPP", "police"), c.LANDMARK(), v1,
            c.N(c.other(), c.ch(["last", "full"])), c.IDN("badge"))
    elif sc == "syncope":
        cc = "syncope"
        t = ("Pt had a witnessed syncopal episode while standing in line at %s, ~20 sec, no seizure activity per "
             "bystander. Now A&Ox4, pale. Orthostatic VS lying %s; standing HR +28. 12-lead sinus brady 48, "
             "1st degree AVB. PPM interrogation not possible in field (device SN %s per wallet card).") % (
            c.LANDMARK(), v1, c.DEV("ppm"))
    else:
        cc = "seizure"
        t = ("%s, age %s, hx epilepsy on levetiracetam 500 mg BID, had a GTC seizure ~3 min at %s witnessed by %s. "
             "Postictal on arrival, GCS 11 improving to 14. Midazolam 5 mg IN given x1 for 2nd seizure. VS %s. "
             "Pt's %s states missed doses since %s.") % (
            c.N(pt, "first"), M("AGE", pt.age), c.ORG(c.ch(["school", "employer"])), famref, v1, fam.rel or "family",
            c.D(c.date_between(-4, -1), c.ch(["wd", "wkd"])))
    return cc, t


def make_pcr(c):
    pt = c.patient(16, 96)
    fam = c.relative()
    crew = _crew(c, 2)
    rn = c.staff(c.L("RN", "RN", "RN"))
    inc = c.IDN("incident")
    cc, story = _complaint(c, pt, fam)
    dest = c.HOSP("hospital", "dest")
    t0 = c.ri(0, 21)
    times = "Call %02d:%02d | Enroute %02d:%02d | On scene %02d:%02d | Depart %02d:%02d | At dest %02d:%02d" % (
        t0, c.ri(0, 9), t0, c.ri(10, 12), t0, c.ri(14, 22), t0, c.ri(30, 39), t0, c.ri(45, 59))
    title = c.L("PATIENT CARE REPORT (ePCR)", "AMBULANCE CALL REPORT", "PATIENT REPORT FORM (PRF)")
    ident = c.L("Insurance: %s  Member ID %s" % (c.ch(["Medicare", "Medicaid", c.ORG("insurer")]), c.HP("member")),
                "Health card: %s" % c.natid(),
                "NHS no: %s" % c.natid())
    pickup = c.ch(["Residence: " + c.ADDR(style="line"),
                   "Scene: " + c.LANDMARK() + ", " + c.CITY(),
                   "Scene: " + c.ADDR(style="line") + " (" + c.ch(["garage", "front porch", "back yard", "basement"]) + ")"])
    lines = [
        "%s — %s" % (c.ORG("ems", "ems"), title),
        "Incident #: %s    %s: %s    Date: %s" % (inc, c.L("PCR #", "ACR #", "CAD ref"), c.IDN("pcr"), c.D(None, c.ch(["num", "mil", "iso"]))),
        times,
        "Vehicle plate: %s" % c.VEH("plate") if c.p(0.4) else None,
        "Crew: %s, %s (cert %s); %s, %s (cert %s)" % (
            c.N(crew[0], "full"), crew[0].cred, c.LIC("ems"), c.N(crew[1], c.ch(["full", "fil"])), crew[1].cred, c.LIC("ems")),
        "",
        "PATIENT: %s   DOB: %s   Age: %s   Sex: %s" % (c.N(pt, c.ch(["LF", "LFM", "lf"])), c.dob_str(), M("AGE", pt.age), pt.sex),
        "Home address: %s" % c.ADDR(style="line"),
        "Phone: %s" % c.PH(c.ch(["mobile", "land"])),
        ident,
        "MRN (receiving): %s" % c.MRN() if c.p(0.5) else None,
        pickup,
        "Chief complaint: %s" % cc,
        "",
        "NARRATIVE:",
        story,
        "Transported %s to %s ED. Pt tolerated transport. Report given to %s; care transferred at %02d:%02d in ED %s %s." % (
            c.ch(["emergent", "non-emergent", "priority 2"]), dest, c.N(rn, "sig"), t0, c.ri(45, 59),
            c.ch(["room", "bay", "Rm"]), c.ROOM()),
        "Billing codes: %s" % ", ".join(x[0] for x in neg.cpt(c, 1)) + ", A0425 x %d mi" % c.ri(2, 30) if c.p(0.4) else None,
        "",
        "Signed: %s  %s  (%s)" % (c.N(crew[0], "sig"), c.D(None, "num"), c.U(crew[0])),
    ]
    txt = J(*lines)
    layout = "form+narrative"
    if c.p(0.3):
        txt = upper(txt)
        layout += "_allcaps"
    return txt, layout


def make_ift(c):
    pt = c.patient(0 if c.p(0.1) else 18, 95)
    send_md = c.doctor()
    acc_md = c.doctor()
    rn = c.staff(c.L("RN", "RN", "RN"))
    rn2 = c.staff(c.L("RN", "RN", "RN"))
    fam = c.relative()
    s_h = c.HOSP("hospital", "send")
    r_h = c.HOSP("hospital", "recv")
    d = c.today
    dxs = neg.dx(c, 2)
    child = pt.age < 2
    age = (M("AGE", pt.age) + " y") if not child else (M("AGE", c.ri(2, 11)) + " months")
    insurer = c.L(c.ORG("insurer"), c.ch(["OHIP", "provincial plan", c.ORG("insurer")]), "NHS")
    lines = [
        c.L("INTERFACILITY TRANSFER FORM / PHYSICIAN CERTIFICATION STATEMENT", "INTERFACILITY TRANSFER RECORD",
            "INTER-HOSPITAL TRANSFER FORM"),
        "Date of request: %s   Time: %s" % (c.D(d, c.ch(["num", "long", "iso", "abbr"])), c.time()),
        "",
        "Patient: %s    DOB %s    Age %s    Sex %s" % (c.N(pt, c.ch(["LFM", "lf", "full"])), c.dob_str(), age, pt.sex),
        "MRN (sending): %s    Encounter: %s" % (c.MRN(), c.ACCT()),
        "%s: %s" % (c.L("Insurance member ID", "Health card no.", "NHS number"), c.natid()),
        "Payer: %s   Group: %s" % (insurer, c.HP("group")) if c.loc == "US" else None,
        "",
        "SENDING FACILITY: %s  Unit: %s  Room/Bed: %s" % (s_h, c.ch(["ICU", "MICU", "Med-Surg", "ED", "PCU", "L&D", "NICU"]) if c.p(0.6) else c.HOSP("ward"), c.ROOM()),
        "Sending physician: %s   %s   %s" % (c.N(send_md, c.ch(["drfull", "sig"])), c.PAGER(), "Cell " + c.PH("mobile") if c.p(0.5) else ""),
        "RECEIVING FACILITY: %s   Accepting: %s   Accepted %s at %s" % (r_h, c.N(acc_md, c.ch(["dr", "drfull"])), c.D(d, c.ch(["numd", "num"])), c.time()),
        "Bed assignment: %s, bed %s" % (c.ch(["CVICU", "Neuro ICU", "Stepdown", "PICU", "Cath lab holding"]), c.BED()) if c.p(0.6) else None,
        "",
        "Diagnoses: %s" % "; ".join("%s %s" % x for x in dxs),
        "Reason for transfer: %s" % c.ch(["higher level of care (PCI not available at sending)", "neurosurgical evaluation",
                                           "pediatric ICU bed unavailable locally", "ECMO evaluation", "hand surgery on call unavailable",
                                           "dialysis-dependent pt, no nephrology coverage"]),
        "Last VS (%s): %s" % (c.time(), neg.vitals(c)),
        "Drips: %s" % c.ch(["norepinephrine 8 mcg/min", "heparin 18 units/kg/hr", "nicardipine 5 mg/hr", "insulin 6 units/hr", "none"]),
        "Lines/devices: %s; IV pump SN %s" % (c.ch(["R IJ CVC, Foley", "PIV x2, NGT", "L radial art line, ETT 7.5 @ 23 cm", "PICC R arm"]), c.DEV("iv")),
        "Implanted device: %s SN %s" % (c.ch(["pacemaker", "ICD", "insulin pump", "LVAD controller"]), c.DEV(c.ch(["ppm", "icd", "pump"]))) if c.p(0.5) else None,
        "Transport: %s via %s   Auth/ref #: %s" % (c.ch(["ALS", "CCT", "BLS", "fixed-wing", "rotor"]), c.ORG("ems", "ems"), c.IDN("auth")),
        "",
        "Nurse-to-nurse report: %s called to %s at %s on %s %s" % (c.N(rn, "sig"), c.N(rn2, c.ch(["full", "sig"])), c.PH("work", True), c.D(d, "numd"), c.time()),
        "Family notified: %s %s, tel %s%s" % (fam.rel, c.N(fam, c.ch(["full", "first"])), c.PH("mobile"),
                                              ", will meet pt at " + r_h if c.p(0.5) else ""),
        "Belongings: glasses, phone, wallet — sent with %s" % c.ch(["patient", fam.rel, "crew"]),
        "Code status: %s" % c.ch(["Full code", "DNR/DNI", "DNR, OK to intubate"]),
        "",
        "Physician certification: I certify that the benefits of transfer outweigh the risks. %s  %s %s  %s %s" % (
            c.N(send_md, "sig"), c.D(d, "num"), c.time(), c.L("NPI", "CPSO", "GMC"), c.LIC("npi") if c.loc == "US" else c.LIC("md")),
    ]
    txt = J(*lines)
    layout = "form"
    if c.p(0.2):
        txt = upper(txt)
        layout += "_allcaps"
    return txt, layout


def make_refusal(c):
    pt = c.patient(18, 90)
    crew = _crew(c, 2)
    wit = c.relative()
    v = neg.vitals(c)
    lines = [
        "%s" % c.ORG("ems", "ems"),
        c.L("REFUSAL OF TREATMENT / TRANSPORT (AMA)", "PATIENT REFUSAL — ACR SUPPLEMENT", "NON-CONVEYANCE / REFUSAL RECORD"),
        "Incident %s   %s   %s" % (c.IDN("incident"), c.D(None, c.ch(["num", "wklong", "dmon"])), c.time()),
        "Location: %s" % c.ch([c.ADDR(style="line"), c.LANDMARK() + ", " + c.CITY()]),
        "Patient: %s  (%s)  DOB %s" % (c.N(pt, c.ch(["full", "fml", "LF"])), c.A(style=c.ch(["yo", "age", "sex2", "y/o"])), c.dob_str()),
        "ID checked: driver's licence %s (%s)" % (c.LIC("dl", pt), c.STATE(full=False)) if c.p(0.6) else None,
        "",
        "Pt (occupation: %s%s) involved in %s. A&Ox4, GCS 15, speech clear, no ETOH odor. VS %s. "
        "Risks of refusal incl. worsening injury and death explained in plain language; pt verbalized understanding "
        "and declined transport. Advised to call 911 / follow up with PCP %s at %s. "
        "%s %s present and will stay with pt tonight." % (
            c.PROF() if (c.p(0.6) or pt.age < 60) else "retired " + c.PROF(),
            c.ch(["", " per pt"]), c.ch(["a low-speed MVC", "a ground-level fall", "a dizzy spell at work", "a minor kitchen fire"]),
            v, c.N(c.doctor(), "dr"), c.HOSP("clinic"), wit.rel.capitalize(), c.N(wit, "full")),
        "",
        "Patient signature: ______ (%s)    Witness: %s, %s   Phone %s" % (c.N(pt, "init"), c.N(wit, "full"), wit.rel, c.PH("mobile")),
        "Crew: %s / %s" % (c.N(crew[0], "sig"), c.N(crew[1], c.ch(["sig", "full"]))),
    ]
    return J(*lines), "form+narrative"


def make_radio(c):
    """Short ALL-CAPS radio / handoff report."""
    pt = c.patient(18, 99)
    medic = c.staff(c.L("Paramedic", "ACP", "Paramedic"))
    dest = c.HOSP("hospital")
    lines = [
        "%s TO %s, %s %s" % (c.ORG("ems"), dest, c.D(None, c.ch(["num", "mil"])), c.time()),
        "INBOUND WITH %s, PT %s, DOB %s, FROM %s. %s. %s. ETA 8 MIN. MEDIC %s, CALLBACK %s. INC %s." % (
            c.A(style=c.ch(["sex", "sex2", "yo"])), c.N(pt, c.ch(["LF", "LFc", "full"])), c.dob_str(pt, "num"),
            c.ch([c.HOSP("care_home"), c.LANDMARK(), c.ADDR(style="line")]),
            c.ch(["C/O CP 8/10, STEMI ACTIVATION REQUESTED", "UNRESPONSIVE, BGL 31, D10 GIVEN", "SOB, CPAP 10", "FALL, HIP DEFORMITY"]),
            neg.vitals(c), c.N(medic, c.ch(["last", "full"])), c.PH("work", False), c.IDN("incident")),
    ]
    return upper(J(*lines)), "radio_report_allcaps"


MAKERS = [(make_pcr, 3), (make_ift, 2), (make_refusal, 1), (make_radio, 1)]

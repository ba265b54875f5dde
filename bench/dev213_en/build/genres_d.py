"""Genres: medical evacuation handover, return-to-community discharge summary."""
import clinical as K
import fmt
import parts
import pools as P

WARDS = ["Banksia Ward", "Ward 4B", "Kakadu Ward", "Coral Unit", "Acute Medical Unit 2", "Spinifex Ward",
         "Tamarack Unit", "7 North", "Aurora Ward", "Boreal Medicine Unit", "Ward C3", "Short Stay Unit"]


def medevac(c, n):
    r = c.rng
    title, hpi, exam, ax, plan, sick = K.presentation(r, c.age < 16, c.au, min_sick=1)
    crew_n = c.clin("RN")
    crew_p = c.clin("Paramedic")
    pilot = c.person("DOCTOR", indig=False)
    ed = c.clin("MD" if not c.au else "MBBS", dr=True)
    n.w(r.choice(["MEDEVAC HANDOVER (ISBAR)", "Medical Evacuation - Clinical Handover", "AEROMEDICAL HANDOVER SHEET"]), "\n")
    n.w(("ORGANIZATION", c.air), "   Mission no: ", ("IDNUM", "%s-%s" % (fmt.digits(r, 4), fmt.digits(r, 4))), "\n")
    h0, m0 = r.randint(0, 22), r.randint(0, 59)
    ts = []
    for add in (0, r.randint(55, 190), r.randint(15, 45), r.randint(5, 30)):
        m0 += add
        ts.append("%02d:%02d" % ((h0 + m0 // 60) % 24, m0 % 60))
    n.w("Date: ", c.D(), "   Aircraft: ", ("VEHICLE", fmt.aircraft(r, c.country)), " ", r.choice(["(PC-12)", "(B200)", "(King Air 350)", "(Learjet 45)"]), "\n")
    n.w("Wheels up ", ("CITY", c.comm), " ", ts[0], "; landed ", ("CITY", c.hub), " ", ts[1], "; arrived ",
        ("HOSPITAL", c.hub_hosp), " ", ts[2], "\n")
    n.w("Handover to: ", c.C(ed, r.choice(["dr", "dr_last"])), " (ED ", r.choice(["registrar", "consultant", "physician"]), ") and ",
        c.C(c.clin("RN"), "cred"), " - ", r.choice(["Resus bay ", "Bay ", "Cubicle ", "Trauma room "]),
        ("LOCATION_OTHER", str(r.randint(1, 12))), "\n")
    n.w("Flight crew: ", c.C(crew_n, "cred"), " (flight nurse); ", ("DOCTOR", crew_p.full()), " (flight paramedic); pilot ",
        r.choice([[("DOCTOR", pilot.full())], ["Capt. ", ("DOCTOR", pilot.last)]]), "\n\n")
    n.w("I - ", ("PATIENT", c.pt.full(mid=r.random() < 0.4)), ", ", c.A("sexed"), ", DOB ", c.DOB(), ", ",
        r.choice(["HRN ", "UR ", "MRN "]), ("MRN", c.mrn), ". From ", ("CITY", c.comm), " (", ("HOSPITAL", c.clinic), ").\n")
    n.w("S - ", ax, ". ", hpi, "\n")
    if c.age < 16:
        n.w("B - PMHx: ", r.choice(["nil", "recurrent AOM", "born 35/40, otherwise well", "asthma"]), ". Allergies: ",
            r.choice(["NKDA", "penicillin"]), ". Imms ", r.choice(["up to date", "behind"]), ". Meds: nil regular.\n")
    else:
        n.w("B - PMHx: ", ", ".join(r.sample(K.CHRONIC_DX, r.randint(0, 3))) or "nil", ". Allergies: ",
            r.choice(["NKDA", "penicillin", "morphine (itch)"]), ". Meds: ", "; ".join(K.med_list(r, r.randint(1, 3), c.au)), ".\n")
    n.w("A - ", exam, "\n\n", K.vitals_series(r, K.times(r, r.randint(3, 6), start_h=int(ts[0][:2]))), "\n\n")
    n.w("Interventions: ", plan, "\n")
    n.w("In flight: ", r.choice(["fentanyl 50 mcg IV x2", "ondansetron 4 mg IV", "NS 1 L bolus", "ketamine 20 mg IV",
                                 "nil further"]), ". ", r.choice(["Cabin altitude restricted to sea level.", "Uneventful flight.",
                                                                  "Turbulence on descent, pt vomited x1."]), "\n")
    if r.random() < 0.6:
        n.w("Equipment: transport ventilator S/N ", ("DEVICE", fmt.serial(r)), r.choice([", infusion pump S/N ", ", monitor S/N "]),
            ("DEVICE", fmt.serial(r)), " - returned to crew.\n")
    n.w("R - ", r.choice(["Needs CT head/C-spine and ortho review.", "For cath lab per cardiology.", "Admit under medicine, IV abx.",
                          "ICU review requested.", "Paeds to review on arrival."]), "\n\n")
    nok = c.relative()
    n.w("NOK: ", c.F(nok, "full"), " (", nok.role, "), ph ", ("PHONE", c.mob()), r.choice([
        " - travelling on scheduled flight tomorrow", " - escort on board", " - remains in community", ""]), "\n")
    n.w("Property: ", r.choice(["phone, wallet, bag of clothes", "nil", "glasses, phone, Medicare card" if c.au else "glasses, phone, status card"]), "\n")
    n.w("Documents: referral letter, ECG x2, obs chart, bloods (lab no. ", ("IDNUM", "%s%s" % (fmt.letters(r, 2), fmt.digits(r, 7))),
        ")\n")
    if r.random() < 0.4:
        n.w("Clinic contact for follow-up: ", ("PHONE", c.cl_phone))
        if r.random() < 0.5:
            n.w(" / ", ("EMAIL", c.cl_email))
        n.w("\n")
    parts.signature(c, n, crew_n, lic=r.random() < 0.3)


def discharge(c, n):
    r = c.rng
    adm = c.dd(-r.randint(3, 21))
    dis = c.d0
    ward = r.choice(WARDS)
    cons = c.spec
    resident = c.clin("MBBS" if c.au else "MD", dr=True)
    n.w(("HOSPITAL", c.hub_hosp.upper() if r.random() < 0.4 else c.hub_hosp), "\n")
    n.w(r.choice(["DISCHARGE SUMMARY", "Discharge Summary - Return to Community", "INPATIENT DISCHARGE LETTER"]), "\n\n")
    n.w("Patient: ", ("PATIENT", "%s, %s" % (c.pt.last.upper(), c.pt.first)), "   DOB: ", c.DOB(), "   Sex: ", c.sex, "\n")
    n.w("UR: ", ("MRN", c.mrn), "   ", c.hp_label, ": ", ("HEALTHPLAN", c.hp), "   Episode: ",
        ("ACCOUNT", "%s%s" % (r.choice(["IP", "E", "ADM"]), fmt.digits(r, 7))), "\n")
    n.w("Ward: ", ("HOSPITAL", ward), ", bed ", ("LOCATION_OTHER", "%d%s" % (r.randint(1, 32), r.choice(["", "A", "B"]))), "\n")
    n.w("Admitted: ", c.D(adm), "   Discharged: ", c.D(dis), "   LOS: %d days\n" % (dis - adm).days)
    n.w("Consultant: ", c.C(cons, "dr"), "\n")
    n.w("Usual GP/clinic: ", c.C(c.doc, "dr"), ", ", ("HOSPITAL", c.clinic), "\n")
    n.w("Home community: ", ("CITY", c.comm), ", ", ("STATE", c.st_full if r.random() < 0.5 else c.st), "\n\n")
    dxs = [("Community acquired pneumonia (RLL)", "IV ceftriaxone and azithromycin, stepped down to oral amoxicillin day 4."),
           ("Cellulitis R leg with abscess", "Incision and drainage in theatre, IV flucloxacillin, MSSA on culture."),
           ("Acute decompensated heart failure", "IV frusemide, 4 kg diuresed, echo EF 30%, started sacubitril/valsartan."),
           ("Diabetic ketoacidosis", "DKA protocol in ICU for 36 hrs, precipitant missed insulin; education with CNE."),
           ("Inferior STEMI", "PCI to RCA (1 DES), dual antiplatelet for 12 months, cardiac rehab referral."),
           ("Acute rheumatic fever (recurrence)", "Carditis on echo, aspirin, bed rest, secondary prophylaxis re-started."),
           ("Fractured L neck of femur", "Hemiarthroplasty, mobilising with frame, physio to continue in community."),
           ("Pyelonephritis", "IV gentamicin then oral cefalexin per sensitivities, renal function recovered.")]
    dx, course = r.choice(dxs)
    n.w("PRINCIPAL DIAGNOSIS\n", dx, "\n\nCOMORBIDITIES\n", "; ".join(r.sample(K.CHRONIC_DX, r.randint(1, 4))), "\n\n")
    n.w("CLINICAL COURSE\n", c.P(r.choice(["title", "first", "full"])), " was ", r.choice(["retrieved from ", "flown in from ",
                                                                                           "transferred from "]),
        ("CITY", c.comm), " on ", c.D(adm), ". ", course, "\n")
    if r.random() < 0.5:
        n.w("Procedure on ", c.D(fmt.add_days(adm, r.randint(0, 3))), " by ", c.C(c.clin("FRACS" if c.au else "FRCSC", dr=True), "dr"), ".\n")
    n.w("\nRESULTS\n")
    for name, val, unit in r.sample(K.chronic_labs(r), 4):
        n.w("- %s %s %s" % (name, val, unit), "\n")
    n.w("Pathology accession: ", ("IDNUM", "%s%s-%s" % (fmt.letters(r, 1), fmt.digits(r, 2), fmt.digits(r, 6))), "\n")
    n.w("\nDISCHARGE MEDICATIONS\n")
    for m in K.med_list(r, r.randint(3, 6), c.au):
        n.w("- ", m, r.choice(["", "", " (NEW)", " (CHANGED)"]), "\n")
    n.w("CEASED: ", r.choice(["ibuprofen", "gliclazide", "nil", "amlodipine (ankle oedema)"]), "\n")
    n.w("\nFOR THE REMOTE CLINIC\n")
    items = ["Wound review and dressing every 2 days.", "UEC in 1 week, fax to ward.", "Daily weights; call if up > 2 kg.",
             "Check adherence with Webster pack.", "Monthly Bicillin - next due ", "Remove sutures day 10."]
    for it in r.sample(items, r.randint(2, 4)):
        n.w("- ", it)
        if it.endswith("due "):
            n.w(c.D(c.dd(r.randint(10, 28))), ".")
        n.w("\n")
    n.w("Outpatient follow-up: ", r.choice(["telehealth", "visiting specialist", "in person"]), " with ", c.C(cons, "dr_last"),
        " on ", c.D(c.dd(r.randint(20, 60))), "\n")
    n.w("\nTravel home: ", ("ORGANIZATION", c.airline), " to ", ("CITY", c.comm), " ", c.D(c.dd(1)))
    if r.random() < 0.6:
        esc = c.relative()
        n.w(" with escort ", c.F(esc, "full"), " (", esc.role, ")")
    n.w(". Staying at ", ("ORGANIZATION", c.hostel), " tonight.\n\n")
    n.w("Completed by: ", c.C(resident, "dr"), " (resident), pager ", ("PHONE", fmt.pager(r)), ", for ", c.C(cons, "dr"), "\n")
    n.w(c.D(), "\n")
    n.w("Sent to: ", ("HOSPITAL", c.clinic), " fax ", ("FAX", c.cl_fax))
    if r.random() < 0.5:
        n.w("; secure email ", ("EMAIL", c.cl_email))
    n.w("\n")

"""Retinal imaging report, school vision/hearing screening, fitness-to-drive vision report
(dev200_en, author 200)."""
import datetime as dt

import core as C
import eyecommon as E
import ids
import people as H
import pools as P

MODALITIES = [
    ("OCT MACULA", "Heidelberg Spectralis OCT", "OCT"),
    ("OCT MACULA + OCT-ANGIOGRAPHY", "Zeiss Cirrus 6000", "OCTA"),
    ("ULTRA-WIDEFIELD COLOUR AND AUTOFLUORESCENCE", "Optos California", "UWF"),
    ("FUNDUS FLUORESCEIN ANGIOGRAPHY", "Heidelberg Spectralis HRA", "FFA"),
    ("DIGITAL RETINAL PHOTOGRAPHY (2-FIELD)", "Topcon TRC-NW8", "DRS"),
    ("OCT RNFL / GANGLION CELL ANALYSIS", "Topcon Maestro2", "OCT"),
]

FIND = {
    "OCT": ["Foveal contour preserved. No intraretinal or subretinal fluid. CST {cst} microns.",
            "Small drusenoid PED subfoveally; trace subretinal fluid nasally. CST {cst} microns.",
            "Epiretinal membrane with inner retinal folds; ellipsoid zone intact. CST {cst} microns.",
            "Cystoid intraretinal fluid in the outer plexiform layer. CST {cst} microns.",
            "Average RNFL {rnfl} microns; inferior quadrant borderline (yellow)."],
    "OCTA": ["Flow signal in the outer retina consistent with type 1 macular neovascularisation.",
             "Enlarged FAZ with capillary dropout temporally.", "No abnormal choroidal flow."],
    "UWF": ["Peripheral retina flat 360 degrees. Scattered dot-blot haemorrhages in all quadrants.",
            "Patchy hyperautofluorescence at the macula; geographic atrophy area {ga} mm2.",
            "Lattice degeneration inferotemporally without holes.",
            "Choroidal naevus 2 DD superonasal, flat, with overlying drusen; no orange pigment."],
    "FFA": ["Arm-retina time {art} s. Early lacy hyperfluorescence with late leakage (classic CNV).",
            "Late disc leakage; peripheral vascular leakage consistent with vasculitis.",
            "Blocked fluorescence from haemorrhage; areas of capillary non-perfusion > 10 DD."],
    "DRS": ["Microaneurysms and blot haemorrhages; no IRMA; no new vessels.",
            "Exudates within 1 disc diameter of the centre of the fovea.",
            "No diabetic retinopathy seen.", "Laser scars from previous PRP; stable."],
}


QUESTION = {"OCT": ["? activity of nAMD", "? CSR", "baseline before hydroxychloroquine", "monitoring glaucoma",
                    "? ERM, metamorphopsia", "DMO on anti-VEGF"],
            "OCTA": ["? type 1 MNV", "diabetic maculopathy - capillary dropout"],
            "UWF": ["naevus surveillance", "diabetic retinopathy staging", "? peripheral retinal tear", "GA monitoring"],
            "FFA": ["? vasculitis", "? CNV", "ischaemic CRVO - extent of non-perfusion"],
            "DRS": ["annual diabetic eye screening", "diabetic screening - pregnancy", "digital surveillance"]}
IMPRESSION = {"OCT": ["Active nAMD RE - recommend continue anti-VEGF.", "Inactive disease both eyes.",
                      "Findings consistent with central serous chorioretinopathy.", "Borderline RNFL RE; correlate with fields.",
                      "No hydroxychloroquine toxicity detected."],
              "OCTA": ["Type 1 MNV left eye, active.", "Ischaemic diabetic maculopathy RE."],
              "UWF": ["Stable naevus; continue annual photos.", "Moderate NPDR both eyes.", "Enlarging GA left eye."],
              "FFA": ["Active classic CNV RE.", "Retinal vasculitis with peripheral non-perfusion; PRP to be considered.",
                      "Ischaemic CRVO - refer for PRP."],
              "DRS": ["Moderate NPDR both eyes, no DMO.", "No retinopathy.", "Referable maculopathy RE."]}


def retinal_imaging(rng, c, lower):
    cs = C.Case(rng, c, lower, age=(22, 93))
    d = cs.d
    site = H.make_site(rng, c, P.EYE_SITE_FORMS + P.HOSP_FORMS)
    title, device, kind = rng.choice(MODALITIES)
    imager = C.make_clin(rng, c, rng.choice(["orthoptist", "nurse", "optom"]))
    reader = C.make_clin(rng, c, "eye")
    refd = C.make_clin(rng, c, rng.choice(["eye", "optom", "md"]))
    uname = imager.username(rng)
    d.t((site.name, "HOSPITAL"), rng.choice([" - Ophthalmic Imaging", " | Retinal Imaging Service",
                                            " Diagnostic Imaging"]), "\n")
    if kind == "DRS" and c == "UK":
        d.t("Diabetic Eye Screening Programme\n")
    d.t(title, " REPORT\n", "-" * 50, "\n")
    d.t("Accession: ", (ids.accession(rng, kind[:3]), "IDNUM"))
    if rng.random() < 0.5:
        d.t("    Order #: ", (f"{ids.dg(rng, 8)}", "IDNUM"))
    d.t("\n")
    if kind == "DRS":
        d.t("Screening ID: ", (f"{ids.lt(rng, 2)}{ids.dg(rng, 7)}", "IDNUM"), "\n")
    d.t("Patient: ", cs.N(cs.pt, "PATIENT", ("REVALL", "REV", "fullm")), "    Sex: ", cs.pt.sex, "\n")
    d.t("DOB: ", cs.D(cs.pt.dob), "  (", cs.age_item(), "y)    ", {"AU": "UR", "UK": "Hosp No", "CA": "MRN"}[c],
        ": ", (cs.mrn, "MRN"), "\n")
    if rng.random() < 0.6:
        d.t(cs.hlabel, ": ", (cs.hno, "HEALTHPLAN"), "\n")
    d.t("Referring clinician: ", cs.dr(refd, ("full", "isn")), "\n")
    t0 = f"{rng.randint(8, 16):02d}:{rng.randint(0, 59):02d}"
    d.t("Acquired: ", cs.D(cs.visit), " ", t0, "   Device: ", device, "\n")
    d.t("Imaged by: ", (imager.full(), "DOCTOR"), " (", imager.role, ")\n")
    if rng.random() < 0.5:
        d.t("Location: ", rng.choice(["Imaging room ", "Room ", "Suite "]),
            (f"{rng.randint(1, 4)}.{rng.randint(1, 30):02d}", "LOCATION_OTHER"), "\n")
    d.t("\nClinical question: ", rng.choice(QUESTION[kind]), "\n")
    d.t("Pupils: ", rng.choice(["dilated (tropicamide 1% + phenylephrine 2.5%)", "undilated", "dilated, tropicamide 1%"]),
        "   Image quality: ", rng.choice(["good", "adequate", "ungradable LE (cataract)", "good RE / fair LE"]), "\n\n")
    for side in ("RIGHT EYE", "LEFT EYE"):
        d.t(side, ":\n")
        for s in rng.sample(FIND[kind if kind in FIND else "OCT"], k=rng.randint(1, 2)):
            d.t("  ", E.fill(rng, s).replace("{ga}", f"{rng.uniform(0.5, 9):.1f}").replace("{art}", str(rng.randint(9, 22))), "\n")
    if kind == "DRS":
        g = [rng.choice(["R0", "R1", "R2", "R3A"]), rng.choice(["M0", "M1"])]
        d.t("\nGrade: RE ", " ".join(g), "  LE ", rng.choice(["R0", "R1", "R2"]), " ", rng.choice(["M0", "M1"]), "  P0\n")
        d.t("Outcome: ", rng.choice(["routine digital screening in 12 months", "refer to HES - routine (13 weeks)",
                                     "refer to HES - urgent (2 weeks)", "digital surveillance in 6 months"]), "\n")
    prior = cs.earlier(60, 900)
    d.t("\nComparison: ", rng.choice(["previous study dated ", "compared with scan of "]), cs.D(prior),
        rng.choice([" - improved.", " - stable.", " - new fluid since.", "; progression of atrophy."]), "\n")
    d.t("Impression: ", rng.choice(IMPRESSION[kind]), "\n\n")
    d.t("Reported by: ", cs.dr(reader, ("full", "isn")), ", ", reader.creds, "  on ", cs.D(cs.later(0, 5)), "\n")
    if rng.random() < 0.4:
        g2 = C.make_clin(rng, c, "optom")
        d.t("Second grader: ", (g2.full(), "DOCTOR"), rng.choice(["; agreement.", "; disagreement - arbitrated by ", "."]))
        if d.parts[-1].endswith("by "):
            d.t(cs.dr(reader, ("isn",)), ".")
        d.t("\n")
    d.t("\n", "-" * 50, "\n")
    k = rng.random()
    d.t(rng.choice(["Exported from workstation ", "DICOM node ", "Sent from "]), (ids.ip(rng), "IPADDR"),
        " by user ", (uname, "USERNAME"), " ", cs.D(cs.visit, rng.choice([cs.ds, "iso"])), " ",
        f"{rng.randint(8, 18):02d}:{rng.randint(0, 59):02d}", "\n")
    if k < 0.6:
        if rng.random() < 0.5:
            d.t(rng.choice(["Retinal biometric template ID: ", "Patient-matching retinal template: "]),
                (f"RBT-{ids.dg(rng, 4)}-{ids.dg(rng, 2)}{ids.lt(rng, 1)}", "BIOID"), "\n")
        else:
            d.t("Iris ID (check-in kiosk): ", (f"IRIS-{ids.dg(rng, 6)}", "BIOID"), "\n")
    if rng.random() < 0.5:
        d.t("PACS viewer: ", (f"https://pacs.{rng.choice(['example.org', 'example.net'])}/viewer?acc={ids.dg(rng, 6)}", "URL"), "\n")
    if rng.random() < 0.4:
        d.t("Audit: viewed by ", (C.make_clin(rng, c, "eye").username(rng), "USERNAME"), " from ", (ids.ip(rng), "IPADDR"), "\n")
    return cs


def class_for(c, age):
    """School class for a child's age (start of school year)."""
    if c == "AU":
        return "Prep" if age <= 5 else f"Year {age - 5}"
    if c == "UK":
        return "Reception" if age <= 4 else f"Year {age - 4}"
    return {4: "JK", 5: "SK"}.get(age, f"Grade {age - 5}")


def school_screen(rng, c, lower):
    start = dt.date(2019, 2, 1)
    cs = C.Case(rng, c, lower, age=(4, 11), start=start)
    d = cs.d
    sch = H.school(rng, c)
    team = H.make_site(rng, c, ["{X} School Health Service", "{X} Child Health Team",
                                "{X} Community Paediatrics", "{X} Public Health Unit"])
    nurse = C.make_clin(rng, c, "nurse", 0.85)
    nurse.role = rng.choice(["School Nurse", "Community Nurse", "Public Health Nurse", "Vision & Hearing Screener"])
    rel = rng.choice(["Mother", "Father", "Parent/Guardian", "Carer", "Grandmother", "Mother"])
    psex = {"Mother": "F", "Grandmother": "F", "Father": "M"}.get(rel)
    par = H.make_person(rng, sex=psex, surname=cs.pt.surname if rng.random() < 0.75 else None,
                        age=rng.randint(25, 50) if rel != "Grandmother" else rng.randint(52, 75), ref=cs.visit)
    d.t((team.name, "HOSPITAL"), "\n", rng.choice(["SCHOOL VISION AND HEARING SCREENING RECORD",
                                                   "School Entry Vision & Hearing Screen", "Child Vision/Hearing Screening"]), "\n\n")
    d.t("School: ", (sch, "ORGANIZATION"), "\n")
    d.t("Class: ", class_for(c, cs.age), "  ", rng.choice(["Room ", "Rm ", "Class room "]),
        (str(rng.randint(1, 28)) + rng.choice(["", "", "A", "B"]), "LOCATION_OTHER"))
    if rng.random() < 0.5:
        t = H.make_person(rng, sex=rng.choice(["F", "F", "M"]))
        d.t("  Teacher: ", rng.choice(["Mrs ", "Mr ", "Ms ", "Miss "]), (t.surname, "FAMILY"))
    d.t("\nScreening date: ", cs.D(cs.visit), "\n\n")
    d.t("Child: ", cs.N(cs.pt, "PATIENT", ("REV", "full", "REVALL")), "\n")
    d.t("DOB: ", cs.D(cs.pt.dob), "   Age at screen: ", cs.age_item(), "   Sex: ", cs.pt.sex, "\n")
    d.t("Student no.: ", (f"{rng.choice(['S', 'ST', ''])}{ids.dg(rng, 7)}", "IDNUM"))
    if rng.random() < 0.5:
        d.t("   ", cs.hlabel, ": ", (cs.hno, "HEALTHPLAN"))
    d.t("\n", rel, ": ", (par.full(), "FAMILY"), "   Ph: ", (cs.mobile, "PHONE"), "\n")
    if rng.random() < 0.5:
        d.t("Email: ", (par.email(rng), "EMAIL"), "\n")
    d.t("Address: ", cs.addr.oneline(rng), "\n")
    d.t("Consent: signed by ", (par.given if rng.random() < 0.5 else par.full(), "FAMILY"), " on ",
        cs.D(cs.earlier(5, 40)), "\n\n")
    d.t("VISION\n")
    test = rng.choice(["Keeler crowded logMAR", "Thomson V2000 crowded logMAR", "HOTV (matching card)",
                       "Sheridan-Gardiner singles", "Lea symbols"])
    rv = rng.choice([0.0, 0.1, 0.1, 0.2, 0.2, 0.3, 0.4, 0.5])
    lv = rng.choice([0.0, 0.1, 0.1, 0.2, 0.2, 0.3, 0.6])
    d.t("Test: ", test, "\n")
    d.t("  Right ", f"{rv:.3f}", "   Left ", f"{lv:.3f}", "   (refer if worse than 0.200 either eye)\n")
    d.t("  Cover test: ", rng.choice(["no manifest deviation", "small R esotropia near", "intermittent L exotropia"]), "\n")
    d.t("  Stereo: ", rng.choice(["Frisby 85\" pass", "Lang II pass", "TNO 120\"", "not tested (unco-operative)"]), "\n")
    if cs.age >= 7 and rng.random() < 0.6:
        d.t("  Colour: Ishihara ", rng.choice(["17/17", "9/17 (red-green deficiency)", "24/24"]), "\n")
    d.t("\nHEARING\n")
    d.t("  Otoscopy: ", rng.choice(["clear canals, TMs visible", "wax R, TM partly visible", "dull retracted TM L"]), "\n")
    d.t("  Sweep test 20 dB HL:\n")
    fails = rng.random() < 0.3
    d.t("    Hz      500   1000   2000   4000\n")
    for ear in ("R", "L"):
        row = ["P" if not (fails and ear == "L" and rng.random() < 0.7) else "F" for _ in range(4)]
        d.t("    ", ear, "       ", "      ".join(row), "\n")
    d.t("  Tympanometry: R Type ", rng.choice(["A", "A", "C"]), ", L Type ", "B" if fails else rng.choice(["A", "As"]), "\n\n")
    ref_v = rv > 0.2 or lv > 0.2
    d.t("OUTCOME: ", "Vision - REFER to optometrist" if ref_v else "Vision - pass", "; ",
        "Hearing - REFER (rescreen 6-8 weeks / GP)" if fails else "Hearing - pass", "\n")
    if ref_v or fails:
        d.t("Letter sent home ", cs.D(cs.later(1, 7)), ".\n")
        if rng.random() < 0.3:
            d.t("\nDear Parent/Carer,\n")
        else:
            d.t("\nDear ", par.title, " ", (par.surname, "FAMILY"), ",\n")
        d.t("Your child ", (cs.pt.given, "PATIENT"), " had ", cs.his(), " eyes and ears checked at school on ",
            cs.D(cs.visit), ". ")
        if ref_v:
            d.t("We recommend a full eye test with an optometrist, e.g. ",
                (H.org_name(rng, P.OPTOM_FORMS), "HOSPITAL"), ". ")
        if fails:
            d.t("We will re-check ", cs.his(), " hearing on ", cs.D(cs.later(40, 70), rng.choice([cs.ds, "wd_long"])),
                "; please also mention this to your GP. ")
        d.t("\n")
    d.t("\nScreener: ", (nurse.full(), "DOCTOR"), ", ", nurse.creds, ", ", nurse.role, "\n")
    d.t("Contact: ", (team.phone, "PHONE"))
    if rng.random() < 0.5:
        d.t("  ", (team.email, "EMAIL"))
    d.t("\n")
    if rng.random() < 0.4:
        d.t("Entered by: ", (nurse.username(rng), "USERNAME"), "\n")
    return cs


STANDARDS = {
    "AU": ["Assessing Fitness to Drive - commercial vehicle standard", "Assessing Fitness to Drive - private standard"],
    "UK": ["DVLA Group 2 (bus/lorry) eyesight standard", "DVLA Group 1 eyesight standard (V1 field test)"],
    "CA": ["Ministry of Transportation Class 1-4 vision standard", "Driver Medical Fitness - Class 5 vision standard"],
}
CLASS = {"AU": ["HR", "HC", "MC", "C", "LR", "MR"], "UK": ["C1", "C + E", "D1", "D", "B"],
         "CA": ["Class 1", "Class 2", "Class 3", "Class 4", "Class 5"]}


def drive_vision(rng, c, lower):
    cs = C.Case(rng, c, lower, age=(21, 86))
    d = cs.d
    site = H.make_site(rng, c, P.OPTOM_FORMS + P.EYE_SITE_FORMS)
    ex = C.make_clin(rng, c, rng.choice(["optom", "eye"]))
    prof = rng.choice(P.PROF_DRIVE)
    emp = H.employer(rng, c, ["{X} Cabs", "{X} Coaches", "{X} Couriers", "{X} Freight", "{X} Logistics",
                              "{X} Bus Lines", "{X} Transit", "{X} Haulage", "{X} Taxis"])
    C.letterhead(cs, site, None, url_p=0.3)
    d.t(rng.choice(["FITNESS TO DRIVE - VISION ASSESSMENT", "Driver Vision Report", "VISION REPORT FOR LICENSING"]), "\n")
    d.t("Standard applied: ", rng.choice(STANDARDS[c]), "\n")
    d.t("Date of examination: ", cs.D(cs.visit), "\n\n")
    d.t("Driver: ", cs.N(cs.pt, "PATIENT", ("REVALL", "REV", "fullmid", "full")), "\n")
    d.t("Date of birth: ", cs.D(cs.pt.dob), "   Age: ", cs.age_item(), "\n")
    d.t("Address: ", cs.addr.oneline(rng, with_country=rng.random() < 0.3), "\n")
    d.t("Phone: ", (cs.mobile, "PHONE"), "\n")
    d.t(rng.choice(["Driver licence no.: ", "Licence number: ", "DL# ", "Driving licence no: "]),
        (ids.driver_licence(rng, c, cs.pt), "LICENSE"), "   Class: ", rng.choice(CLASS[c]), "\n")
    d.t("Occupation: ", (prof, "PROFESSION"), rng.choice([" with ", ", employed by ", " - "]), (emp, "ORGANIZATION"), "\n")
    k = rng.randint(0, 3)
    if k == 0:
        d.t("Vehicle: registration ", (ids.plate(rng, c), "VEHICLE"), "\n")
    elif k == 1:
        d.t("Vehicle: taxi plate ", (ids.plate(rng, c), "VEHICLE"), ", VIN ", (ids.vin(rng), "VEHICLE"), "\n")
    elif k == 2:
        d.t("Fleet vehicle ", (ids.plate(rng, c), "VEHICLE"), " (", rng.choice(["Volvo FH", "Toyota HiAce",
                                                                               "Isuzu NPR", "Ford Transit"]), ")\n")
    else:
        d.t("Vehicles: rego ", (ids.plate(rng, c), "VEHICLE"), " and ", (ids.plate(rng, c), "VEHICLE"), "\n")
    d.t("\nReason for assessment: ", rng.choice(["periodic review - type 2 diabetes", "glaucoma on treatment",
                                                 "post-cataract surgery", "monocular vision (amblyopia LE)",
                                                 "stroke with possible field loss", "licence renewal over 75",
                                                 "employer request after near-miss incident"]), "\n")
    if rng.random() < 0.5:
        mgr = H.make_person(rng)
        d.t("Requested by: ", (mgr.full(), "FAMILY"), ", fleet/safety manager, ", (emp, "ORGANIZATION"),
            ", tel ", (H.phone(rng, c, "land"), "PHONE"), "\n")
    d.t("\nVisual acuity (", rng.choice(["Snellen", "logMAR ETDRS", "Snellen, 6 m chart"]), ")\n")
    rows = [("Uncorrected", E.va(rng, c, rng.randint(2, 8)), E.va(rng, c, rng.randint(2, 8))),
            ("With correction", E.va(rng, c, rng.randint(0, 4)), E.va(rng, c, rng.randint(0, 5))),
            ("Binocular corrected", E.va(rng, c, rng.randint(0, 3)), "-")]
    E.table(d, rng, rows, ("", "Right", "Left"))
    d.t("Spectacle Rx: R ", E.refraction(rng), "  L ", E.refraction(rng), "\n")
    missed = rng.choice([0, 0, 1, 2, 4, 9, 14])
    d.t("Esterman binocular field: 120 points, ", str(missed), " missed; horizontal extent ",
        str(rng.choice([110, 120, 130, 140, 150])), " degrees; ",
        rng.choice(["no significant defect within 20 degrees of fixation", "cluster of 3 missed points left inferior",
                    "reliable (FP 0%, FL 1/10)"]), "\n")
    d.t("Diplopia: ", rng.choice(["nil", "nil in primary position", "intermittent on right gaze"]),
        "   Contrast (Pelli-Robson): ", f"{rng.choice([1.35, 1.50, 1.65, 1.80])}", "\n")
    if rng.random() < 0.5:
        d.t("Colour vision: Ishihara ", rng.choice(["38/38", "21/38"]), "\n")
    meets = missed < 5
    d.t("\nConclusion: ", "Meets" if meets else "Does NOT meet", " the standard above. ")
    if meets:
        d.t(rng.choice(["Recommend review in 12 months.", "Conditional licence with annual eye review.",
                        "Corrective lenses must be worn when driving."]))
    else:
        d.t(cs.pts(), " has been advised not to drive commercially and to notify ",
            {"AU": "the transport authority", "UK": "the DVLA", "CA": "the Ministry"}[c], ".")
    d.t("\n\nI certify that I examined ", (cs.pt.full(), "PATIENT"), " on ", cs.D(cs.visit, rng.choice([cs.ds, "wd_long"])),
        " and that the above is accurate.\n")
    C.signoff(cs, ex, closing=False, reg_p=1.0)
    d.t("Date: ", cs.D(cs.visit), "\n")
    return cs

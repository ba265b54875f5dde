"""Genres: joint aspiration and crystal microscopy report, ultrasound and DECT report."""
import clin
import phi
from case import addr, audit, d, pt_banner, pt_ids, sig
from phi import add_days


def _tm(rng, lo=8, hi=18):
    return "%02d:%02d" % (rng.randint(lo, hi), rng.randint(0, 59))


def _hm(mins):
    return "%02d:%02d" % (mins // 60 % 24, mins % 60)


def aspiration_microscopy_report(n):
    rng, c = n.rng, n.c
    cc = c["cc"]
    v = c["visit_d"]
    joint = rng.choice(clin.ASP_JOINTS)
    result = rng.choices(["msu", "cppd", "none", "both", "sepsis"], [55, 15, 14, 6, 10])[0]
    n.t(rng.choice(["JOINT ASPIRATION AND SYNOVIAL FLUID CRYSTAL ANALYSIS\n", "Arthrocentesis record + synovial fluid report\n",
                    "SYNOVIAL FLUID ANALYSIS - CRYSTALS / MICROSCOPY\n"]))
    t0 = rng.randint(8 * 60, 17 * 60)
    if rng.random() < 0.8:
        n.t("\n[Procedure]\n")
        n.f("Date: {DATE:v} " + _hm(t0) + "   Location: " + rng.choice(["Procedure room ", "Treatment room ", "Day unit bay ", "Clinic room "]) +
            "{LOCATION_OTHER:loc}, {HOSPITAL:hosp}\n", v=d(n, v), loc=str(rng.randint(1, 12)))
        pt_banner(n)
        n.f("Operator: Dr {DOCTOR:reg_full} (" + rng.choice(["rheumatology registrar", "rheumatology fellow", "SpR"]) +
            "), supervised by Dr {DOCTOR:cons_last}; assisted by {DOCTOR:nurse_full}\n")
        n.t("Indication: acute monoarthritis %s - ?gout ?CPPD ?septic arthritis\n" % joint)
        n.t("Consent: written; risks discussed (infection, bleeding, post-procedure flare, dry tap). %s\n" %
            rng.choice(["Not anticoagulated.", "On apixaban - not withheld (low-risk procedure).", "INR 2.3 on warfarin - proceeded."]))
        n.t("Technique: aseptic non-touch; chlorhexidine 2%% in alcohol; %s; lidocaine 1%% %d mL; %s needle.\n" % (
            rng.choice(["landmark-guided, superolateral approach", "US-guided (GE LOGIQ e, L4-12t probe)",
                        "US-guided, dorsal approach", "landmark-guided, anteromedial approach"]),
            rng.randint(2, 5), rng.choice(["18G", "19G", "21G", "23G"])))
        vol = rng.randint(5, 85) if "knee" in joint else rng.randint(2, 15) if "bursa" in joint else \
            "0.2" if "MTPJ" in joint else rng.randint(1, 6)
        n.t("Aspirate: %s mL, %s.\n" % (vol, rng.choice(["turbid yellow", "cloudy straw-coloured", "blood-stained",
                                                                       "creamy white (tophaceous material)", "clear yellow", "frank pus"])))
        n.t("Injected: %s\n" % rng.choice(["nil (awaiting Gram stain)", "triamcinolone acetonide 40 mg (Kenalog)",
                                           "methylprednisolone acetate 40 mg (Depo-Medrol)", "nil"]))
        n.t("Samples: plain tube (crystals), EDTA (cell count), blood culture bottles (Gram/culture). Post-procedure advice given.\n")
    else:
        pt_banner(n)
    n.t("\n[Laboratory report]\n")
    lab_site = c["lab"] if rng.random() < 0.5 else c["hosp"]
    n.f("{HOSPITAL:ls} - " + rng.choice(["Clinical Chemistry / Microbiology", "Department of Laboratory Medicine", "Pathology"]) +
        "   Tel {PHONE:lp}\n", ls=lab_site, lp=phi.phone(rng, cc, c["hosp_area"]))
    n.f("Specimen no: {IDNUM:sp}   Request no: {IDNUM:rq}\n", sp=phi.accession(rng, rng.choice(["SF", "M", "F"]), v.year),
        rq=phi.digits(rng, rng.choice([8, 10])))
    t1 = t0 + rng.randint(3, 15)
    t2 = t1 + rng.randint(20, 120)
    lag = rng.choice([0, 1, 1, 2, 5])
    n.f("Collected: {DATE:v} " + _hm(t1) + "   Received: {DATE:v} " + _hm(t2) + "   Reported: {DATE:rp} " +
        (_hm(t2 + rng.randint(40, 200)) if lag == 0 else _tm(rng)) + "\n", v=d(n, v), rp=d(n, add_days(v, lag)))
    n.f("Requested by: Dr {DOCTOR:ri} ({loc})\n", ri=c["reg_init"] if rng.random() < 0.5 else c["edoc_init"],
        loc=rng.choice(["Rheumatology", c["T"]["ed"], "AMU", "Orthopaedics"]))
    n.t("Specimen: synovial fluid, %s\n\n" % joint)
    wcc = {"msu": rng.randint(4000, 48000), "cppd": rng.randint(3000, 30000), "none": rng.randint(200, 4000),
           "both": rng.randint(9000, 40000), "sepsis": rng.randint(52000, 160000)}[result]
    n.t("Appearance: %s\nWhite cells: %s x10^6/L (neutrophils %d%%)\nRed cells: %s\n" % (
        rng.choice(["turbid", "cloudy", "slightly turbid", "purulent"]), "{:,}".format(wcc), rng.randint(55, 97),
        rng.choice(["+", "++", "not counted (clotted)", "<1000 x10^6/L"])))
    n.t("Polarised light microscopy (compensated, Olympus BX53):\n")
    msu = "Numerous needle-shaped crystals, strongly NEGATIVELY birefringent, many intracellular - monosodium urate (MSU)."
    cppd = "Rhomboid/rod-shaped crystals, weakly POSITIVELY birefringent - calcium pyrophosphate (CPP)."
    n.t({"msu": msu, "cppd": cppd, "none": "No crystals seen.", "both": msu + " Also occasional " + cppd.lower(),
         "sepsis": "No crystals seen; field full of neutrophils."}[result] + "\n")
    n.t("Gram stain: %s\n" % ("Gram-positive cocci in clusters seen" if result == "sepsis" else "no organisms seen"))
    n.t("Culture: %s\n" % ("Staphylococcus aureus isolated - sensitivities to follow (flucloxacillin S)" if result == "sepsis"
                           else rng.choice(["no growth at 48 h; final report at 5 days", "no growth after 5 days", "pending"])))
    n.t("\nComment: %s\n" % {
        "msu": "Consistent with gout. The presence of crystals does not exclude concomitant infection.",
        "cppd": "Consistent with CPPD (pseudogout). Consider Ca, Mg, PTH, ferritin, TSH screen if <60 years.",
        "none": "Non-inflammatory fluid count; crystals not identified. Repeat aspiration if clinical suspicion persists.",
        "both": "Mixed crystal arthropathy (MSU + CPP).",
        "sepsis": "SEPTIC ARTHRITIS LIKELY - result phoned to requesting team."}[result])
    if result == "sepsis" or rng.random() < 0.3:
        n.f("Result telephoned to Dr {DOCTOR:rl} on {PHONE:bl} at " + _tm(rng) + " by {DOCTOR:sci_init}.\n",
            rl=c["reg_last"], bl=phi.pager(rng, cc) if rng.random() < 0.5 else c["hosp_phone"])
    n.f("\nReported by: {DOCTOR:sci_full}, " + rng.choice(["Biomedical Scientist", "Medical Laboratory Scientist", "Clinical Scientist"]) +
        "\nAuthorised by: Dr {DOCTOR:path_full}, " + rng.choice(["Consultant Microbiologist", "Chemical Pathologist", "Pathologist"]) + "\n")
    if rng.random() < 0.3:
        n.f("LIS order {IDNUM:ord}; enquiries {EMAIL:em}\n", ord=phi.digits(rng, 9), em="lab.enquiries@" + c["hosp_slug"] + ".example.net")
    if rng.random() < 0.4:
        audit(n, "sci", v, rng.choice([1, 3, 4]))


def ultrasound_dect_report(n):
    rng, c = n.rng, n.c
    cc, unit = c["cc"], clin.ua_unit(rng, c["cc"])
    v = c["visit_d"]
    modality = rng.choice(["US", "DECT", "DECT", "US", "BOTH"])
    site = c["imaging"] if rng.random() < 0.35 else c["hosp"]
    n.f("{HOSPITAL:s} - " + rng.choice(["Department of Radiology", "Medical Imaging", "Diagnostic Imaging", "Musculoskeletal Imaging"]) + "\n",
        s=site)
    if rng.random() < 0.5:
        n.t("Ph ")
        n.p(phi.phone(rng, cc, c["hosp_area"]), "PHONE")
        n.t("  Fax ")
        n.p(phi.phone(rng, cc, c["hosp_area"]), "FAX")
        n.t("\n")
    exam = {"US": rng.choice(["US both feet and ankles (gout protocol)", "US knees - crystal arthropathy", "US right 1st MTPJ and ankle"]),
            "DECT": rng.choice(["Dual-energy CT feet and ankles", "DECT both knees, feet and ankles", "DECT hands/wrists and feet"]),
            "BOTH": "US knees + DECT feet/ankles"}[modality]
    n.f("EXAM: {ex}\nAccession: {IDNUM:acc}   Exam date: {DATE:v} " + _tm(rng) + "\n", ex=exam,
        acc=phi.accession(rng, rng.choice(["RAD", "CT", "US", "IMG"]), v.year), v=d(n, v))
    pt_banner(n, rng.choice([0, 2, 3]))
    n.f("Referrer: Dr {DOCTOR:cons_full}, Rheumatology" + (", {HOSPITAL:hosp}" if site != c["hosp"] else "") + "\n")
    n.f("Copy to: Dr {DOCTOR:gp_init}, {HOSPITAL:practice}\n")
    n.t("\nClinical details: %s. Serum urate %s %s.\n" % (rng.choice([
        "recurrent flares feet, ?gout vs CPPD, aspiration unsuccessful", "known gout on allopurinol - assess urate burden before/after ULT",
        "seronegative inflammatory arthritis vs gout", "tophaceous gout - baseline burden", "hyperuricaemia with knee pain, ?subclinical deposition"]),
        clin.ua(rng, unit, rng.choice(["high", "mid", "target"])), unit))
    if modality in ("DECT", "BOTH") and rng.random() < 0.3:
        n.f("Safety: {dev} (SN {DEVICE:sn}) " + rng.choice(["removed before scanning per manufacturer advice.",
                                                             "checked - CT compatible, kept outside primary beam."]) + "\n",
            dev=rng.choice(["insulin pump (Omnipod 5)", "CGM sensor (Dexcom G7)", "FreeStyle Libre 3 sensor", "Medtronic Azure pacemaker"]),
            sn=phi.device_sn(rng))
    n.t("\nTECHNIQUE:\n")
    if modality in ("US", "BOTH"):
        n.f("Ultrasound with {mdl}, high-frequency linear probe; OMERACT definitions used. Sonographer: {DOCTOR:sono_full}.\n",
            mdl=rng.choice(["GE LOGIQ E10", "Canon Aplio i800", "Samsung RS85", "Philips EPIQ 7"]))
    if modality in ("DECT", "BOTH"):
        n.t("DECT on %s, %s, two-material decomposition (urate colour-coded green, calcium purple). CTDIvol %.1f mGy.\n" % (
            rng.choice(["Siemens SOMATOM Force", "Siemens SOMATOM Definition Flash", "GE Revolution CT", "Canon Aquilion ONE"]),
            rng.choice(["80/Sn150 kV", "90/Sn150 kV", "80/140 kV"]), rng.uniform(3.5, 12.0)))
    n.t("\nFINDINGS:\n")
    pos = rng.random() < 0.75
    if modality in ("US", "BOTH"):
        if pos:
            n.t("- Double contour sign over %s.\n" % rng.choice(["femoral trochlear cartilage bilaterally", "the 1st metatarsal head cartilage",
                                                                   "talar dome cartilage"]))
            n.t("- Tophus %d x %d mm adjacent to %s; aggregates within joint fluid ('snowstorm').\n" % (
                rng.randint(4, 22), rng.randint(3, 15), rng.choice(clin.JOINTS)))
            n.t("- Erosion %d mm at medial 1st MT head. Power Doppler synovitis grade %d.\n" % (rng.randint(1, 6), rng.randint(0, 3)))
        else:
            n.t("- No double contour sign, tophi or aggregates. Hyperechoic spots within hyaline cartilage (CPPD pattern) %s.\n" %
                rng.choice(["present", "absent"]))
        n.t("- %s\n" % (rng.choice(["Small suprapatellar effusion.", "Baker's cyst 24 x 9 mm left.", "Quadriceps tendon normal."])
                         if "knee" in exam else rng.choice(["Achilles tendons normal thickness.", "Plantar fascia 3.8 mm (normal).",
                                                            "Small 1st MTPJ effusion."])))
    if modality in ("DECT", "BOTH"):
        vol = rng.uniform(0.08, 9.5)
        if pos:
            n.t("- Urate deposits at %s. Total urate volume %.2f cm3.\n" % (", ".join(rng.sample(
                ["both 1st MTPJs", "Achilles tendon insertions", "peroneal tendons", "tibialis anterior tendon", "midfoot joints",
                 "patellar tendon", "quadriceps tendon", "olecranon bursa"], 3)), vol))
        else:
            n.t("- No convincing urate deposition. Green pixels limited to nail beds and skin (artefact).\n")
        n.t("- Artefacts excluded: %s.\n" % rng.choice(["nail bed, skin, beam hardening", "noise in thick soft tissue", "submillimetre clusters"]))
        if rng.random() < 0.5:
            n.f("- Comparison with DECT {DATE:pd}: volume then {pv} cm3 ({trend}).\n", pd=d(n, add_days(v, -rng.randint(180, 900))),
                pv="%.2f" % (vol * rng.uniform(0.6, 2.2)), trend=rng.choice(["reduced on ULT", "increased", "similar"]))
    if pos:
        imp = rng.choice(["Imaging features of gout with urate deposition as above.",
                          "Findings support the clinical diagnosis of tophaceous gout.",
                          "Appearances consistent with gout (OMERACT-defined lesions / DECT urate)."])
    elif modality == "US":
        imp = rng.choice(["No sonographic features of gout; consider CPPD / OA.", "No double contour sign or tophi."])
    else:
        imp = rng.choice(["No imaging evidence of gout; consider CPPD / OA.", "Negative DECT does not exclude early gout (<2 yr)."])
    n.t("\nIMPRESSION:\n%s\n" % imp)
    n.f("\nReported by: Dr {DOCTOR:rad_full}, " + rng.choice(["Consultant Radiologist", "MSK Radiologist", "Radiologist"]) +
        " ({lab} {LICENSE:rad_lic})\n", lab={"GB": "GMC", "US": "NPI", "CA": "CPSO", "AU": "AHPRA", "NZ": "MCNZ", "IE": "IMC"}[cc])
    n.f("Verified: {DATE:vd} " + _tm(rng) + "\n", vd=d(n, add_days(v, rng.choice([0, 0, 1, 2, 3]))))
    if rng.random() < 0.5:
        n.f("Images: PACS node {IPADDR:ip}; web viewer {URL:u}\n", ip=phi.private_ip(rng),
            u="https://pacs." + c["hosp_slug"] + ".example.net/viewer?acc=" + phi.digits(rng, 7))
    if rng.random() < 0.4:
        audit(n, "rad", v)

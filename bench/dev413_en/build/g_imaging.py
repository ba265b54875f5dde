"""Genres: MRI spine report, nerve root injection (procedure) note."""
import clinical as CL
import common as C
import ids

INCIDENTAL = ["Incidental 12 mm Tarlov (perineural) cyst at S2.", "Simple left renal cyst (Bosniak 1), no follow-up needed.",
              "Typical vertebral haemangioma in the L2 body.", "Schmorl's nodes at the thoracolumbar junction.",
              "Paraspinal muscle fatty atrophy, Goutallier grade 2.", "No marrow infiltrative process.",
              "Prominent Baastrup's phenomenon (kissing spines) L3-L5.", "Thyroid nodule noted on localiser; correlate with ultrasound."]


def mri_report(d, rng, k):
    c = k["c"]
    region = "LUMBAR" if k["sreg"] == "lumbar" else "CERVICAL"
    d.f("{HOSPITAL:hosp}\n", k)
    d.t(rng.choice(["Department of Radiology", "Medical Imaging Department", "Diagnostic Imaging",
                    "Neuroradiology"]) + "\n\n")
    title = rng.choice(["MRI %s SPINE" % region, "MR %s SPINE WITHOUT CONTRAST" % region,
                        "MRI %s spine (non-contrast)" % region.title()])
    if k["cond"] == "ces":
        title = "URGENT " + title + " - ?CAUDA EQUINA"
    d.t(title + "\n")
    C.pt_block(d, rng, k, rng.choice([0, 1, 2]))
    d.f("Accession No: {IDNUM:accession}   Order No: {IDNUM:order}\n", k)
    d.f("Examination date: {DATE:d_mri} {time}   Scanner: {scanner}\n", k)
    rv = rng.randint(0, 2) if k["cond"] != "ces" else 3
    if rv == 3:
        d.f("Requested by: {dr} {DOCTOR:reg} ({reg_grade}, on call), bleep {PHONE:reg_bleep}\n", k)
    elif rv == 0:
        d.f("Referrer: {dr} {DOCTOR:gp}, {HOSPITAL:practice}\n", k)
    elif rv == 1:
        d.f("Referring clinician: {cons_pfx} {DOCTOR:cons} (Spinal Surgery)\n", k)
    else:
        d.f("Requested by: {DOCTOR:physio} (APP physiotherapist) on behalf of {cons_pfx} {DOCTOR:cons_sur}\n", k)
    d.f("\nCLINICAL DETAILS:\n{AGE:age}{sexc}. {clin_details}\n", k)
    d.t("\nMRI SAFETY:\n")
    sv = rng.randint(0, 3)
    if sv == 0:
        d.f("MR-conditional pacemaker in situ (generator SN {DEVICE:dev1}); scanned under the cardiac device protocol "
            "with cardiac physiologist {DOCTOR:nurse} present. Device reprogrammed to MRI mode and restored afterwards.\n", k)
    elif sv == 1:
        d.f("Spinal cord stimulator (IPG serial {DEVICE:dev1}) switched to MRI mode; full-body conditional scan at 1.5T only.\n", k)
    else:
        d.t("Safety questionnaire completed and checked. No contraindications.\n")
    d.t("\nTECHNIQUE:\n")
    if k["sreg"] == "lumbar":
        d.t("Sagittal T1, T2 and STIR; axial T2 from L3 to S1. 1.5T. No intravenous gadolinium.\n")
    else:
        d.t("Sagittal T1, T2, STIR; axial T2 and T2* gradient echo C2-T1. 3T.\n")
    d.t("\nCOMPARISON: ")
    if rng.random() < 0.55:
        d.f("Previous MRI of {DATE:d_prior_mri} at {HOSPITAL:local_hosp}.\n", k)
    else:
        d.t("None available.\n")
    d.t("\nFINDINGS:\n")
    if k["sreg"] == "lumbar":
        d.t(rng.choice(["Normal lumbar lordosis. ", "Mild levoscoliosis. ", "Straightening of the lordosis. "]))
        d.t("Vertebral body heights maintained. Conus terminates normally at L1 with normal signal.\n")
    else:
        d.t("Loss of the normal cervical lordosis. Craniocervical junction normal. ")
        d.t("Cord calibre normal above the level of compression.\n")
    for line in CL.mri_levels(rng, k):
        d.t(line + "\n")
    d.t(rng.choice(INCIDENTAL) + "\n")
    d.t("\nIMPRESSION:\n")
    d.f("1. {concl}\n", k)
    d.t("2. " + rng.choice(["Background multilevel degenerative change as above.",
                            "No other neural compromise.",
                            "No evidence of discitis, fracture or marrow infiltration."]) + "\n")
    if k["cond"] == "ces":
        d.f("\nResult telephoned to {dr} {DOCTOR:reg} (bleep {PHONE:reg_bleep}) at {time2} on {DATE:d_mri}.\n", k)
    elif rng.random() < 0.3:
        d.t("\nClinical correlation suggested. Findings do not explain bilateral symptoms.\n")
    d.t("\n")
    sg = rng.randint(0, 2)
    if sg == 0:
        d.f("Reported by: {dr} {DOCTOR:rad}, Consultant Radiologist\n", k)
        d.f("Verified: {DATE:d_mri} {time2}\n", k)
    elif sg == 1:
        d.f("{DOCTOR:rad}, FRCR\nElectronically signed {DATE:d_mri} {time2} (user {USERNAME:rad_user})\n", k)
    else:
        d.f("Dictated by {dr} {DOCTOR:rad}; transcribed {DOCTOR:sec_ini}; final {DATE:d_mri}\n", k)
    if rng.random() < 0.35:
        d.f("Reporting workstation {IPADDR:ip}\n", k)
    if c == "US" and rng.random() < 0.5:
        d.f("Radiologist NPI {LICENSE:npi}\n", k)


def injection(d, rng, k):
    c = k["c"]
    d.t(rng.choice(["SPINAL INJECTION PROCEDURE NOTE\n", "Procedure Record - Image-guided Spinal Injection\n",
                    "Day Case Interventional Pain Procedure\n"]))
    d.f("{HOSPITAL:hosp}, Day Surgery Unit, procedure room {LOCATION_OTHER:room}\n\n", k)
    C.pt_block(d, rng, k, rng.choice([0, 1, 2, 3]))
    d.f("\nDate: {DATE:d_inj}   Start {time}\n", k)
    if rng.random() < (0.7 if c == "US" else 0.2):
        d.f("Checked in at the day-unit kiosk; identity verified by palm-vein scan (ID {BIOID:bioid}).\n", k)
    d.f("Operator: {cons_pfx} {DOCTOR:cons}   {rad_tech}: {DOCTOR:scrub}   Nurse: {DOCTOR:ward_nurse}\n", k)
    d.f("\nProcedure: {inj_proc}\n", k)
    d.f("Indication: {Dx}. MRI {DATE:d_mri}. Leg pain NRS {nrs_l}/10 pre-procedure.\n", k)
    d.t("Consent: written; risks discussed - infection, bleeding, nerve injury, dural puncture headache, "
        "temporary numbness/weakness, flare of pain, steroid side effects (flushing, raised blood glucose).\n")
    ac = rng.randint(0, 2)
    if ac == 0:
        d.t("Anticoagulation: apixaban withheld 48 hours per local protocol.\n")
    elif ac == 1:
        d.t("Anticoagulation: nil. Aspirin continued.\n")
    else:
        d.t("Diabetic - BM 7.8 pre-procedure; advised to monitor BMs for 72 hours.\n")
    d.t("WHO checklist completed. Allergies: %s.\n" % k["allergy"])
    d.t("\nTechnique: prone on the radiolucent table. Skin prep with 2% chlorhexidine. C-arm fluoroscopy, "
        "oblique view to the safe triangle. ")
    d.t(rng.choice(["22G 3.5 inch Quincke needle. ", "25G Whitacre needle. ", "22G curved-tip needle. "]))
    d.t("Omnipaque 240, 1 mL, outlined the nerve root and epidural space; no vascular uptake on live screening. "
        "Injected %s.\n" % rng.choice(["triamcinolone 40 mg with levobupivacaine 0.25% 2 mL",
                                        "dexamethasone 6.6 mg with lidocaine 1% 1 mL",
                                        "methylprednisolone 40 mg (Depo-Medrone) with 0.5% bupivacaine 1 mL"]))
    d.t("Screening time %d s, DAP %.1f Gy.cm2.\n" % (rng.randint(18, 90), rng.uniform(0.4, 4.5)))
    d.f("Images archived under accession {IDNUM:accession}.\n", k)
    d.f("\nPost-procedure: obs stable, NRS 2/10 at 30 min. {post_note}\n", k)
    esc = rng.randint(0, 2)
    if esc == 0:
        d.f("Discharged home with {his} {nok_rel} {FAMILY:nok} ({PHONE:nok_phone}) who is driving.\n", k)
    elif esc == 1:
        d.f("Escort: {fam2_rel}, {FAMILY:fam2}. Car park exemption issued for vehicle {VEHICLE:vehicle}.\n", k)
    else:
        d.f("Went home by hospital transport to {STREET:street}, {CITY:city}.\n", k)
    d.f("Pain diary given; telephone review on {DATE:d_inj_fu}; clinic review with {cons_pfx} {DOCTOR:cons_sur} after.\n", k)
    d.t("\n")
    d.f("{DOCTOR:cons}, {cons_cred}\n", k)
    if rng.random() < 0.5:
        d.f("{cons_lic_label} {LICENSE:cons_lic}\n", k)
    if c == "US":
        d.f("CPT 64483. Billing encounter {ACCOUNT:acct}\n", k)


def prep(rng, k):
    yy = k["_T"]["mri"].year % 100
    k["accession"] = ids.accession(rng, yy)
    k["order"] = rng.choice(["ORD-%s" % ids.digits(rng, 6), "%s" % ids.digits(rng, 9, "3"), "RQ%s" % ids.digits(rng, 7)])
    k["scanner"] = rng.choice(["1.5T (MR2)", "3T Skyra-class", "1.5T open bore", "MR1 1.5 Tesla"])
    k["time2"] = C.tm(rng, 0, 23)
    k["rad_tech"] = "Rad tech" if k["c"] in ("US", "CA") else "Radiographer"
    k["dev1"] = ids.device_serial(rng)
    k["d_inj_fu"] = ids.fmt_date(ids.add_days(k["_T"]["inj"], rng.randint(14, 42)), k["_ds"])
    k["ip"] = ids.ip(rng)
    k["npi"] = ids.npi(rng)
    if k["cond"] == "ces":
        cd = "Acute bilateral sciatica with saddle anaesthesia and urinary retention. ?CES. Please scan tonight."
    elif k["sreg"] == "cervical":
        cd = "Hand clumsiness and arm pain. ?myelopathy ?radiculopathy. " + k["level"] + " suspected."
    else:
        cd = "%s leg pain, failed conservative management. ?%s root compression." % (k["Side"], k["root"])
    k["clin_details"] = cd
    if k["sreg"] == "cervical":
        k["inj_proc"] = "%s C%s-level cervical selective nerve root block under CT guidance" % (
            k["Side"] if k["side"] in ("left", "right") else "Right", k["root"][1:2])
    else:
        sd = k["Side"] if k["side"] in ("left", "right") else "Left"
        k["inj_proc"] = "%s %s transforaminal epidural steroid injection (fluoroscopic)" % (sd, k["root"].split(" ")[0])
    k["post_note"] = rng.choice(["Transient leg numbness, resolved before discharge.", "No complications.",
                                 "Vasovagal episode, recovered after 10 min supine.", "Mild flushing."])

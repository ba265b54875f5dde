"""Genres: operative note, implant traceability record."""
import clinical as CL
import common as C
import ids

STEPS = {
    "disc": ["Midline incision 3 cm over {level} after level check with the image intensifier.",
             "Subperiosteal dissection on the {side}; Caspar-type retractor placed. Microscope brought in.",
             "Laminotomy with Kerrison rongeurs; ligamentum flavum removed in one piece.",
             "{Side} {root} root identified, shoulder of the root defined and retracted medially.",
             "Large sequestrated fragment removed with pituitary rongeurs; annulotomy and removal of loose disc.",
             "Root free and mobile; ball-ended probe passes freely into the foramen."],
    "stenosis": ["Midline approach over {level}; level confirmed on the image intensifier.",
                 "Bilateral subperiosteal dissection to the medial facets, preserving the pars.",
                 "Spinous-process-sparing laminotomy; undercutting facetectomy both sides with a high-speed burr and Kerrison.",
                 "Hypertrophied ligamentum flavum excised; lateral recesses and foramina decompressed.",
                 "Traversing roots free bilaterally; thecal sac pulsatile."],
    "spondy": ["Midline approach; facets and transverse processes exposed at {level}.",
               "Pedicle screws inserted under O-arm navigation (4 screws), positions confirmed on spin.",
               "{Side} complete facetectomy for TLIF; discectomy and endplate preparation with shavers.",
               "Cage packed with local autograft and DBM and inserted obliquely; position checked on lateral.",
               "Rods contoured and seated; compression applied; set screws final-tightened to 12 Nm.",
               "Central and contralateral decompression completed; posterolateral decortication and graft."],
    "csm": ["Supine, head on a ring, shoulders taped; transverse skin-crease incision on the right.",
            "Platysma divided; Smith-Robinson plane developed medial to the carotid sheath.",
            "Level confirmed with a spinal needle and image intensifier; Caspar pins and distraction.",
            "Discectomy; posterior longitudinal ligament removed; osteophytes taken with 1 and 2 mm Kerrison.",
            "Dura visualised across the full width; both foramina decompressed.",
            "Trial sizing then cage inserted; anterior plate with four screws; final AP and lateral images satisfactory."],
    "crad": ["Supine, transverse skin-crease incision on the left; Smith-Robinson approach.",
             "Level confirmed with the image intensifier; Caspar pin distraction.",
             "Discectomy and removal of PLL; {side} foraminotomy with uncinate resection to free the {root} root.",
             "Cage inserted, anterior plate and screws applied; images satisfactory."],
    "ces": ["Urgent case (NCEPOD category 2). Prone on a Wilson frame; level confirmed on the image intensifier.",
            "Bilateral laminotomy at {level} extended to a partial laminectomy for access.",
            "Massive central disc extrusion removed piecemeal from both sides without retraction of the thecal sac.",
            "Thecal sac decompressed and pulsatile; both traversing roots free."],
    "cyst": ["Midline incision over {level}; level confirmed on the image intensifier.",
             "{Side} hemilaminotomy and medial facetectomy.",
             "Synovial cyst densely adherent to the dura; dissected with a Penfield 4 and excised; sent to histology.",
             "{Side} {root} root decompressed and free."],
}


def _implant_rows(rng, k):
    rows = []
    for key in k["implants"]:
        desc, models = CL.IMPLANTS[key]
        qty = {"screws": 4, "rods": 2, "cage": 1, "graft": 1, "acdf_cage": k["nlev"], "plate": 1}[key]
        model = rng.choice(models)
        ref = "%s-%s" % (ids.digits(rng, 4), ids.digits(rng, 3))
        serial = key in ("cage", "acdf_cage", "plate") and rng.random() < 0.8
        rows.append((desc, model, ref, ids.lot_no(rng), ids.device_serial(rng) if serial else "", qty))
    if not rows:
        rows.append(("Haemostatic matrix", "Floseal 5 mL", "ADS20%s" % ids.digits(rng, 2), ids.lot_no(rng), "", 1))
        rows.append(("Dural sealant", "DuraSeal 5 mL", "20-%s" % ids.digits(rng, 4), ids.lot_no(rng), "", 1))
    return rows


def op_note(d, rng, k):
    c = k["c"]
    d.t(rng.choice(["OPERATION NOTE\n", "OPERATIVE REPORT\n", "Operation Record\n", "BRIEF OP NOTE / FULL OPERATIVE NOTE\n"]))
    d.f("{HOSPITAL:hosp} - {theatre_word} {LOCATION_OTHER:theatre}\n\n", k)
    C.pt_block(d, rng, k, rng.choice([0, 1, 2]))
    if c in ("US", "CA") or rng.random() < 0.3:
        d.f("{acct_label}: {ACCOUNT:acct}\n", k)
    d.f("\nDate of surgery: {DATE:d_op}   Knife to skin {t_start}  Closure {t_end}\n", k)
    d.f("Surgeon: {cons_pfx} {DOCTOR:cons}\nAssistant: {dr} {DOCTOR:reg} ({reg_grade})\n", k)
    d.f("Anaesthetist: {dr} {DOCTOR:anaes}\n{scrub_word}: {DOCTOR:scrub}\n", k)
    d.f("Anaesthesia: {anaes_type}. ASA {asa}.\n", k)
    d.f("\nPre-op diagnosis: {Dx}\nProcedure: {Proc}\n", k)
    if c == "US":
        d.f("ICD-10: {icd}   CPT: {cpt}\n", k)
    d.t("\nIndication: ")
    d.f("{indication}\n", k)
    d.f("Consent confirmed on the day; site marked; WHO checklist completed. {abx}\n", k)
    if rng.random() < (0.4 if c == "US" else 0.05):
        d.f("Patient identity confirmed in pre-op holding by palm-vein scan (ID {BIOID:bioid}).\n", k)
    d.f("Position: {position}\n", k)
    d.t("\nProcedure:\n")
    steps = STEPS[k["cond"]]
    for i, s in enumerate(steps):
        d.t("%d. %s\n" % (i + 1, s.format(**k)))
    d.t("\nFindings: ")
    d.f("{concl}\n", k)
    if k["implants"]:
        d.t("\nImplants:\n")
        for desc, model, ref, lot, sn, qty in _implant_rows(rng, k):
            d.t("  %d x %s (%s) LOT " % (qty, desc, model))
            d.p(lot, "DEVICE")
            if sn:
                d.t(" SN ")
                d.p(sn, "DEVICE")
            d.t("\n")
    dt = rng.random()
    if dt < 0.15:
        d.t("Incidental durotomy 3 mm, repaired with 6-0 Prolene, Valsalva to 40 cmH2O watertight, DuraSeal applied. "
            "Bed rest flat for 24 hours.\n")
    else:
        d.t("No dural tear. Haemostasis with bipolar, Floseal and Surgicel.\n")
    d.t("Closure: 1 Vicryl to fascia, 2-0 Vicryl subcut, 3-0 Monocryl subcuticular, Dermabond. ")
    d.t(rng.choice(["Redivac drain size 10.\n", "No drain.\n", "Subfascial drain.\n"]))
    d.t("EBL %d mL. Cell salvage %s.\n" % (rng.choice([40, 80, 150, 250, 400, 650]), rng.choice(["not used", "returned 180 mL"])))
    if k["cond"] in ("cyst", "disc", "ces") and rng.random() < 0.6:
        d.f("Specimen: {specimen_what} to histopathology, lab no. {IDNUM:specimen}\n", k)
    d.t("\nPost-op instructions:\n")
    d.t("- Neuro obs hourly for 4 hours then 4-hourly\n- Mobilise when comfortable with physiotherapy\n")
    d.t("- TEDs and Flowtron; enoxaparin 40 mg SC from 24 hours post-op if no concerns\n")
    if k["sreg"] == "cervical":
        d.t("- Sit up 30 degrees; watch for neck swelling/stridor; " + rng.choice(["soft collar for comfort only", "Aspen collar 6 weeks", "Miami J collar 6 weeks", "Philadelphia collar for comfort"]) + "\n")
    else:
        d.t("- Check post-void residual on the bladder scanner\n")
    d.f("- Wound check by practice nurse at {HOSPITAL:practice} day 10-14\n- Clinic review 6 weeks ({DATE:d_fu})\n", k)
    d.t("\n")
    d.f("{DOCTOR:cons} {cons_cred}  {DATE:d_op} {t_end}\n", k)
    if rng.random() < 0.5:
        d.f("Dictated by {DOCTOR:reg} for {cons_pfx} {DOCTOR:cons_sur}\n", k)
    if rng.random() < 0.4:
        d.f("{cons_lic_label} {LICENSE:cons_lic}\n", k)


def implant_record(d, rng, k):
    d.t(rng.choice(["IMPLANT TRACEABILITY RECORD\n", "Theatre Implant Log - Spinal\n",
                    "Implant and Prosthesis Register Entry\n"]))
    d.f("{HOSPITAL:hosp}   {theatre_word} {LOCATION_OTHER:theatre}   Date {DATE:d_op}\n\n", k)
    d.t("Patient label:\n")
    d.f("  {PATIENT:capsu}\n  {mrn_label} {MRN:mrn}   DOB {DATE:dob}   {sexc}\n", k)
    if k["c"] == "UK":
        d.f("  {natid_label} {MRN:natid}\n", k)
    elif rng.random() < 0.5:
        d.f("  {acct_label} {ACCOUNT:acct}\n", k)
    d.f("\nProcedure: {Proc}\nSurgeon: {cons_pfx} {DOCTOR:cons}   Scrub: {DOCTOR:scrub}   Circulating: {DOCTOR:ward_nurse}\n", k)
    d.f("Loan kit: {kit} received {DATE:d_adm}, tray count correct.\n\n", k)
    d.t("%-34s %-28s %-10s %-12s %-13s %s\n" % ("Item", "Model", "REF", "LOT", "SN", "Qty"))
    for desc, model, ref, lot, sn, qty in _implant_rows(rng, k):
        d.t("%-34s %-28s %-10s " % (desc[:34], model, ref))
        d.p(lot, "DEVICE")
        d.t(" " * max(1, 13 - len(lot)))
        if sn:
            d.p(sn, "DEVICE")
            d.t(" " * max(1, 14 - len(sn)))
        else:
            d.t("-" + " " * 13)
        d.t("%d\n" % qty)
    d.t("\nExplanted items: none. Opened but not implanted: 1 x %s (wasted, recorded).\n" % ("plate screw" if k["sreg"] == "cervical" else "set screw"))
    d.f("Registry submission: {IDNUM:registry} (submitted {DATE:d_dis})\n", k)
    d.t("Patient implant card completed; barcode stickers placed in the notes and on the operation note.\n")
    if rng.random() < 0.5:
        d.f("Card posted to: {PATIENT:full}, ", k)
        C.addr(d, k, sep=", ")
        d.t("\n")
    d.f("\nRecorded by: {DOCTOR:scrub} (login {USERNAME:scrub_user}) {time}\n", k)
    d.f("Checked by: {DOCTOR:ward_nurse}\n", k)
    if rng.random() < 0.4:
        d.f("Scanned at workstation {IPADDR:ip}; rep on site {rep} ({PHONE:rep_phone}).\n", k)
    else:
        d.f("Company representative: {rep}, contact {PHONE:rep_phone}\n", k)


def prep(rng, k):
    h, m = rng.randint(8, 15), rng.choice([0, 10, 15, 20, 30, 40, 45, 50])
    dur = rng.randint(45, 150) if k["cond"] in ("disc", "cyst", "ces", "crad") else rng.randint(90, 280)
    k["t_start"] = "%02d:%02d" % (h, m)
    k["t_end"] = "%02d:%02d" % divmod(h * 60 + m + dur, 60)
    k["anaes_type"] = rng.choice(["GA, ETT, TIVA with propofol/remifentanil", "General anaesthetic with LMA converted to ETT",
                                  "GA with neuromonitoring (SSEPs and MEPs)", "General, volatile (sevoflurane)"])
    k["abx"] = rng.choice(["Cefuroxime 1.5 g IV at induction.", "Cefazolin 2 g IV and tranexamic acid 1 g at induction.",
                           "Teicoplanin 400 mg IV (penicillin allergy).", "Co-amoxiclav 1.2 g IV at induction."])
    if k["cond"] in ("csm", "crad"):
        k["position"] = "Supine, head ring, shoulder roll, arms tucked."
    elif k["cond"] == "spondy":
        k["position"] = "Prone on the Jackson table, abdomen free, eyes checked."
    else:
        k["position"] = rng.choice(["Prone on a Wilson frame, pressure areas padded.",
                                    "Knee-chest position on the Andrews frame.", "Prone on the Jackson table."])
    k["indication"] = rng.choice(["Persistent symptoms despite more than 3 months of non-operative care, concordant MRI.",
                                  "Progressive neurological deficit with concordant imaging.",
                                  "Disabling symptoms, patient wishes surgery after full discussion."])
    if k["cond"] == "ces":
        k["indication"] = "Clinical CES (incomplete, CES-I) with MRI confirmation; emergency decompression."
    k["nlev"] = 2 if "and" in k["level"] else 1
    k["specimen_what"] = "synovial cyst wall" if k["cond"] == "cyst" else "disc fragments"
    yy = k["_T"]["op"].year % 100
    k["specimen"] = ids.specimen(rng, yy)
    k["registry"] = ids.ref_no(rng, rng.choice(["NSR", "SPR", "IMP"]), yy)
    k["kit"] = rng.choice(["Kestrel posterior set (4 trays)", "Cirrus-C ACDF set", "Ardent TLIF instruments", "Meridian plating set"])
    k["rep"] = rng.choice(["company rep", "product specialist", "clinical specialist (manufacturer)"])
    k["rep_phone"] = ids.phone(rng, k["c"], "mobile")
    k["ip"] = ids.ip(rng)

"""Genres: spinal clinic letter, physiotherapy triage note, consent discussion record."""
import common as C
import ids


def _meds(d, rng, k, sep="\n", bullet="- "):
    for m in k["meds_list"]:
        d.t(bullet + m + sep)


def clinic_letter(d, rng, k):
    c = k["c"]
    C.letterhead(d, rng, k, rng.choice(["Department of Spinal Surgery", "Spinal Outpatients",
                                        "Orthopaedic Spine Service", "Neurosurgery - Spinal Clinic"]))
    d.t("\n")
    if rng.random() < 0.5:
        d.f("Clinic date: {DATE:d_clinic}\nDate typed: {DATE:d_letter}\n", k)
    else:
        d.f("{DATE:d_letter}\n", k)
    if rng.random() < 0.4:
        d.t("PRIVATE AND CONFIDENTIAL\n")
    d.t("\n")
    d.f("{dr} {DOCTOR:gp}\n{HOSPITAL:practice}\n", k)
    C.addr(d, k, "prac_")
    d.t("\n\n")
    sal = rng.randint(0, 2)
    if sal == 0:
        d.f("Dear {dr} {DOCTOR:gp_sur},\n\n", k)
    elif sal == 1:
        d.f("Dear {DOCTOR:gp_first},\n\n", k)
    else:
        d.t("Dear Colleague,\n\n")
    C.pt_block(d, rng, k, 3)
    d.t("\n")
    d.t(rng.choice(["Diagnosis:\n", "Diagnoses:\n", "DIAGNOSIS\n"]))
    d.f("1. {Dx}\n", k)
    for i, pm in enumerate(k["pmh_list"][:2]):
        d.t("%d. %s\n" % (i + 2, pm[:1].upper() + pm[1:]))
    d.t("\nPlan:\n")
    plan = rng.randint(0, 2)
    if plan == 0:
        d.f("- Listed for {proc}\n- Pre-assessment clinic to arrange\n- Continue current analgesia\n", k)
    elif plan == 1:
        d.f("- Discuss at the spinal MDT on {DATE:d_mdt}\n- Consider nerve root block at {level}\n- Review in clinic with the outcome\n", k)
    else:
        d.f("- {Proc} discussed; {he} wishes to proceed\n- Consent clinic booked for {DATE:d_consent}\n- Bloods and MRSA screen at pre-op\n", k)
    d.t("\n")
    op = 1 if k["retired"] else rng.randint(0, 2)
    if op == 0:
        d.f("I saw {title} {PATIENT:sur} today in the spinal clinic. {He} is a {AGE:age}-year-old {PROFESSION:occ} "
            "who works for {ORGANIZATION:employer} and has been troubled by symptoms since {DATE:my_onset}. ", k)
    elif op == 1:
        d.f("Thank you for referring this pleasant {AGE:age}-year-old {man}, who I reviewed with my "
            "{reg_word} {dr} {DOCTOR:reg_sur} on {DATE:d_clinic}. {He} {worked} a {PROFESSION:occ}. "
            "Symptoms began in {DATE:my_onset}. ", k)
    else:
        d.f("Many thanks for asking me to see {PATIENT:first}, now {AGE:age_words}, who attended with "
            "{his} {nok_rel} {FAMILY:nok_first}. {He} is a {PROFESSION:occ} by trade, currently off work from "
            "{ORGANIZATION:employer}. Onset of symptoms was around {DATE:my_onset}. ", k)
    d.f("{hx}\n\n", k)
    if rng.random() < 0.4:
        d.f("{He} had a previous {level} procedure at {HOSPITAL:local_hosp} in {DATE:y_prior_op} "
            "with good relief for a few years. ", k)
    if rng.random() < 0.35:
        d.f("Symptoms flared while on holiday in {COUNTRY:abroad} and {he} was seen by a local doctor there. ", k)
    d.t("There are no red flag symptoms: no saddle anaesthesia, normal bladder and bowel function, "
        "no weight loss and no history of malignancy.\n\n")
    d.t("Past history: " + "; ".join(k["pmh_list"]) + ".\n")
    d.t("Medication: " + ", ".join(k["meds_list"]) + ".\n")
    d.f("Allergies: {allergy}.\n", k)
    sh = rng.randint(0, 2)
    if sh == 0:
        d.f("Social: lives in {CITY:city} {lives_tail}; ex-smoker; drives.\n\n", k)
    elif sh == 1:
        d.f("Social: lives alone in a second-floor flat in {CITY:city}, {his} {fam2_rel} {FAMILY:fam2} "
            "helps with shopping. Non-smoker, alcohol {alcohol}.\n\n", k)
    else:
        d.f("Social: married to {FAMILY:nok}, who is a {PROFESSION:nok_occ}. Smokes 10/day, "
            "advised to stop before any fusion surgery.\n\n", k)
    fh = rng.randint(0, 3)
    if fh == 0:
        d.f("Family history: {his} {fh_rel} had lumbar spine surgery at the age of {AGE:fh_age}.\n\n", k)
    elif fh == 1:
        d.f("Family history: {fh_rel} had a cervical myelopathy operation aged {AGE:fh_age}; no other spinal history.\n\n", k)
    d.f("On examination {exam}\n\n", k)
    d.f("The MRI scan of {DATE:d_mri} shows: {concl} {scores}\n\n", k)
    dis = rng.randint(0, 2)
    if dis == 0:
        d.f("We discussed the natural history and the options of continued conservative management, "
            "a targeted injection, or surgery in the form of {proc}. The risks include {risks}. "
            "{He} would like to go ahead and I have placed {him} on the waiting list.\n\n", k)
    elif dis == 1:
        d.f("Given the concordant imaging, I have recommended {proc}. I explained the balance of "
            "benefits and risks ({risks}) and gave {him} the patient information leaflet. "
            "{guideline}\n\n", k)
    else:
        d.f("I think it reasonable to try a further period of physiotherapy and a transforaminal "
            "injection first. If this fails, {proc} would be the next step. I will see {him} again on "
            "{DATE:d_fu2}.\n\n", k)
    if rng.random() < 0.3 and not k["retired"]:
        d.f("{He} asked me to copy this letter to {his} occupational health department at "
            "{ORGANIZATION:employer}, which I am happy to do.\n\n", k)
    d.t(rng.choice(["I hope this is helpful and will keep you informed.\n\n", "We will let you know the date of surgery in due course.\n\n",
                    "I have explained that a great deal of recovery happens in the first 6 weeks.\n\n", ""]))
    C.signature(d, rng, k, "cons", lic=c in ("US", "AU") and rng.random() < 0.6)
    C.typist(d, rng, k)
    C.cc_block(d, rng, k)


def physio_triage(d, rng, k):
    c = k["c"]
    hdr = rng.choice(["PHYSIOTHERAPY SPINAL TRIAGE", "MSK Spinal Interface Clinic - Triage Assessment",
                      "First Contact Practitioner - Spinal Triage", "Spinal Physiotherapy Triage Note"])
    d.t(hdr + "\n")
    if rng.random() < 0.6:
        d.f("{HOSPITAL:hosp} - {pt_dept}\n", k)
    else:
        d.f("Community MSK Service, {HOSPITAL:local_hosp}\n", k)
    d.f("Date seen: {DATE:d_physio}   Clinician: {DOCTOR:physio} ({physio_lic_label} {LICENSE:physio_lic})\n", k)
    d.t("\n")
    C.pt_block(d, rng, k, rng.choice([0, 1, 2]))
    d.f("Tel: {PHONE:phone_m}", k)
    if rng.random() < 0.4:
        d.f("   Email: {EMAIL:email}", k)
    d.t("\n")
    d.f("Referred by: {dr} {DOCTOR:gp}, {HOSPITAL:practice} (received {DATE:d_ref})\n", k)
    if c == "UK" and rng.random() < 0.7:
        d.f("e-RS UBRN: {IDNUM:ubrn}\n", k)
    elif rng.random() < 0.4:
        d.f("Referral ref: {IDNUM:refid}\n", k)
    d.t("\nSUBJECTIVE\n")
    d.f("{AGE:age} {sexc}. {Ret}{PROFESSION:occ}", k)
    if rng.random() < 0.6 and not k["retired"]:
        d.f(" with {ORGANIZATION:employer}", k)
    d.f(". Sx since {DATE:my_onset}. {hx}\n", k)
    d.f("24h pattern: worse in the morning, stiffness < 30 min. Night pain: {night}.\n", k)
    if k["sreg"] == "lumbar":
        d.f("Function: {dis_idx} {odi}%, NRS leg {nrs_l}/10. Keele STarT Back {startb}/9 ({startrisk} risk).\n", k)
    else:
        d.f("Function: {dis_idx} {odi}%, NRS {limb} {nrs_l}/10. mJOA {mjoa}/18.\n", k)
    d.t("Red flags:\n")
    for flag, ans in [("Saddle anaesthesia", "N"), ("Bladder dysfunction", "N"), ("Bowel dysfunction", "N"),
                      ("Sexual dysfunction", "N"), ("Bilateral leg symptoms", k["bilat"]),
                      ("Unexplained weight loss", "N"), ("Hx of cancer", rng.choice(["N", "N", "Y - breast ca, disc. from oncology"])),
                      ("Fever / IVDU / immunosuppression", "N"), ("Thoracic pain", "N")]:
        d.t("  %-34s %s\n" % (flag, ans))
    d.t("Yellow flags: ")
    yf = rng.randint(0, 2)
    if yf == 0:
        d.f("worried about losing job; {his} {nok_rel} {FAMILY:nok_first} also off sick at present.\n", k)
    elif yf == 1:
        d.t("fear avoidance beliefs, low mood (PHQ-9 %s).\n" % k["phq"])
    else:
        d.f("caring responsibilities for {his} {fam2_rel} {FAMILY:fam2_first}; limited sleep.\n", k)
    d.f("PMH: {pmh}. DH: {meds}. Allergy: {allergy}.\n", k)
    if rng.random() < 0.35:
        d.f("FHx: {fh_rel} - spinal stenosis surgery aged {AGE:fh_age}.\n", k)
    d.t("\nOBJECTIVE\n")
    d.f("{exam}\n", k)
    d.t(rng.choice(["Repeated movements: no directional preference (McKenzie).\n",
                    "Slump test positive on the symptomatic side.\n",
                    "Neurodynamic tests: positive SLR; femoral nerve tension negative.\n"]))
    d.t("\nIMPRESSION\n")
    d.f("{Dx} - MRI {DATE:d_mri}: {concl}\n", k)
    d.t("\nPLAN / TRIAGE OUTCOME\n")
    out = rng.randint(0, 2)
    if out == 0:
        d.f("Refer to {cons_pfx} {DOCTOR:cons_sur}'s spinal surgical clinic (routine, 12 weeks).\n", k)
    elif out == 1:
        d.f("Trial of physiotherapy x6 sessions at {HOSPITAL:local_hosp}; review {DATE:d_fu}.\n", k)
    else:
        d.f("Refer for {side} {level} transforaminal epidural injection; spinal surgical review after.\n", k)
    d.f("CES safety-netting card given and explained. Advised to attend {ed_term} immediately with "
        "any saddle numbness or bladder/bowel change. Physio line {PHONE:hosp_ext}.\n", k)
    if rng.random() < 0.5:
        d.f("Home exercise programme sent via {URL:url_ex}\n", k)
    d.t("\n")
    d.f("{DOCTOR:physio}\n{pt_title}\n", k)
    if rng.random() < 0.5:
        d.f("Entered by {USERNAME:physio_user} {DATE:d_physio} {time}\n", k)


def consent(d, rng, k):
    c = k["c"]
    d.t(rng.choice(["CONSENT DISCUSSION RECORD\n", "Record of Informed Consent Discussion\n",
                    "Consent Clinic - Documentation of Discussion\n", "INFORMED CONSENT NOTE\n"]))
    d.f("{HOSPITAL:hosp}, Spinal Surgery\n\n", k)
    C.pt_block(d, rng, k, rng.choice([0, 1, 2]))
    d.f("\nDate of discussion: {DATE:d_consent}  {time}\nLocation: pre-operative clinic, room {LOCATION_OTHER:room}\n", k)
    d.f("Consenting clinician: {cons_pfx} {DOCTOR:cons}, {cons_cred}\n", k)
    d.t("Others present: ")
    pr = rng.randint(0, 3)
    if pr == 0:
        d.f("{his} {nok_rel} {FAMILY:nok}; {DOCTOR:nurse} (spinal CNS)\n", k)
    elif pr == 1:
        d.f("{DOCTOR:nurse}, CNS. Patient declined a chaperone.\n", k)
    elif pr == 2:
        d.f("professional interpreter {DOCTOR:reg2} ({interp_lang}, ID badge checked); {his} "
            "{fam2_rel} {FAMILY:fam2}\n", k)
    else:
        d.f("{his} {nok_rel} ({FAMILY:nok_first}) by video link from {COUNTRY:abroad}\n", k)
    if c == "US" or rng.random() < 0.25:
        d.f("Identity confirmed: name, DOB and palm-vein biometric scan (template ID {BIOID:bioid}).\n", k)
    else:
        d.t("Identity confirmed: name, date of birth and wristband.\n")
    d.f("\nPROCEDURE: {Proc}\nSide/site marked: {side_mark}\n", k)
    d.f("Indication: {Dx}. MRI {DATE:d_mri} concordant with symptoms.\n", k)
    d.t("\nExpected benefits: improvement in %s pain in around 70-80%%; %s pain less predictable.\n" % (k["limb"], "back" if k["sreg"] == "lumbar" else "neck"))
    d.f("Risks discussed: {risks}; anaesthetic risks (to be covered by the anaesthetist, ASA {asa}).\n", k)
    d.t("Specific numbers given: infection 1-2%, dural tear 1-5%, nerve injury <1%, VTE <1%, "
        "death very rare. Risk of needing further surgery quoted.\n")
    d.t("Alternatives: continue non-operative care (analgesia, physiotherapy), injection, or no treatment.\n")
    d.t("\nQuestions asked by the patient:\n")
    q = rng.sample(range(1, 4) if k["retired"] else range(4), 2)
    for qi in q:
        if qi == 0:
            d.f("- When can {he} return to work as a {PROFESSION:occ}? Advised 6-12 weeks depending on duties.\n", k)
        elif qi == 1:
            d.f("- Can {he} fly to {COUNTRY:abroad} for a family wedding on {DATE:d_fu2}? Advised to wait 6 weeks and "
                "discuss VTE risk.\n", k)
        elif qi == 2:
            d.t("- When can %s drive? Advised once able to perform an emergency stop, usually 4-6 weeks; "
                "to inform insurer.\n" % k["he"])
        else:
            d.f("- Whether {his} {nok_rel} can stay on the ward. Visiting policy explained.\n", k)
    d.f("\nCapacity: {capacity_line}\n", k)
    d.f("Information leaflet given: '{leaflet}'.\n", k)
    d.f("Consent form {IDNUM:consent_ref} signed by patient and clinician on {DATE:d_consent}. "
        "Copy given to patient. To be confirmed on the day of surgery ({DATE:d_op}).\n", k)
    if rng.random() < 0.4:
        d.f("Patient prefers to be contacted on {PHONE:phone_m} or by e-mail {EMAIL:email}.\n", k)
    d.t("\n")
    d.f("{DOCTOR:cons}  {cons_lic_label} {LICENSE:cons_lic}\n", k)
    if rng.random() < 0.5:
        d.f("Witness: {DOCTOR:nurse}, {nurse_lic_label} {LICENSE:nurse_lic}\n", k)


def prep(rng, k):
    """Extra per-note values used by these genres."""
    k["ubrn"] = ids.ubrn(rng)
    yy = k["_T"]["ref"].year % 100
    k["refid"] = ids.ref_no(rng, rng.choice(["REF", "MSK", "SPR"]), yy)
    k["consent_ref"] = ids.ref_no(rng, rng.choice(["CF", "CON", "CF1"]), k["_T"]["consent"].year % 100)
    k["night"] = rng.choice(["positional only", "nil", "wakes 2-3x, settles with movement"])
    k["startrisk"] = "high" if int(k["startb"]) >= 4 else "low"
    k["bilat"] = "Y" if k["side"] in ("bilateral",) else "N"
    k["pmh"] = ", ".join(k["pmh_list"])
    k["meds"] = ", ".join(k["meds_list"])
    k["ed_term"] = {"US": "the ER", "CA": "the ER", "UK": rng.choice(["A&E", "ED"])}.get(k["c"], rng.choice(["ED", "the Emergency Department"]))
    k["url_ex"] = ids.url(rng, rng.choice(["physio/lumbar-exercises", "msk/back-programme", "spine/neck-exercises?id=%d" % rng.randint(100, 999)]))
    k["time"] = C.tm(rng)
    k["side_mark"] = "N/A (midline)" if k["side"] in ("bilateral", "central") else "Yes, %s, marked with arrow" % k["side"]
    k["reg_word"] = {"US": "resident", "CA": "fellow"}.get(k["c"], "registrar")
    k["alcohol"] = "2-3 drinks/week" if k["c"] in ("US", "CA") else "10 units/week"
    k["pt_dept"] = "Physical Therapy Outpatients" if k["c"] == "US" else "Physiotherapy Outpatients"
    k["pt_title"] = "Physical Therapist, DPT" if k["c"] == "US" else rng.choice(["Advanced Practice Physiotherapist",
                                                                              "First Contact Physiotherapist", "Extended Scope Physiotherapist"])
    k["capacity_line"] = {
        "UK": "has capacity to consent (Mental Capacity Act 2005 two-stage test). Montgomery v Lanarkshire "
              "(2015) principles applied; material risks individualised.",
        "IE": "presumed and confirmed (Assisted Decision-Making (Capacity) Act 2015). HSE National Consent "
              "Policy followed.",
        "US": "patient demonstrates understanding by teach-back; informed consent per hospital policy and the "
              "Joint Commission standard.",
        "CA": "capable; material risks disclosed in keeping with Reibl v Hughes (1980) and the CMPA consent guide.",
        "AU": "has capacity; material risks discussed in line with Rogers v Whitaker (1992).",
        "NZ": "competent; informed consent per the HDC Code of Rights (Right 7), 1996.",
    }[k["c"]]
    k["interp_lang"] = rng.choice(["Polish", "Punjabi", "Romanian", "Arabic", "Portuguese", "Tongan", "Vietnamese", "Somali"])
    k["leaflet"] = rng.choice(["Lumbar decompression surgery - patient information (v4, 2021)",
                               "Anterior cervical discectomy and fusion: your operation explained (2022)",
                               "Spinal fusion surgery - what to expect (BASS leaflet)",
                               "Having a microdiscectomy (leaflet PI-0412)"])

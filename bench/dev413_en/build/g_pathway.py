"""Genres: cauda equina referral record, spinal MDT outcome, follow-up telephone review,
funding / prior-authorisation request."""
import common as C
import ids
import people


def ces_referral(d, rng, k):
    c = k["c"]
    d.t(rng.choice(["SUSPECTED CAUDA EQUINA SYNDROME - REFERRAL RECORD\n", "On-call Spinal Referral: ?CES\n",
                    "CES Pathway - Referral and Triage Log\n"]))
    d.f("On-call spinal service, {HOSPITAL:hosp}\n", k)
    d.f("Referral ID: {IDNUM:ces_ref}   Received {DATE:d_clinic} {time} via {route}\n", k)
    d.f("Referrer: {dr} {DOCTOR:referrer} ({ref_grade}, {ed_term}, {HOSPITAL:local_hosp})  Tel {PHONE:ref_phone}\n", k)
    d.f("Taken by: {DOCTOR:reg} ({reg_grade}), bleep {PHONE:reg_bleep}\n\n", k)
    C.pt_block(d, rng, k, rng.choice([0, 1, 2]))
    if rng.random() < 0.5:
        d.f("Mobile {PHONE:phone_m}; NOK {FAMILY:nok} ({nok_rel}) {PHONE:nok_phone}\n", k)
    d.f("\nHPC: {AGE:age}{sexc}, {ret}{PROFESSION:occ}. {hx}\n", k)
    if rng.random() < 0.4:
        d.f("Known to spinal service - previous {level} surgery at {HOSPITAL:hosp} in {DATE:y_prior_op}.\n", k)
    if rng.random() < 0.3:
        d.f("Onset after lifting at {LOCATION_OTHER:landmark} on {DATE:d_injury}.\n", k)
    d.t("\nRed flag checklist:\n")
    for q, a in k["flags"]:
        d.t("  [%s] %s\n" % (a, q))
    d.f("Triage: {triage}. GCS 15/15. Bladder scan: pre-void {pre} mL, post-void residual {pvr} mL.\n", k)
    d.f("PR: {pr}\n", k)
    d.f("Neuro: {exam}\n", k)
    d.f("Anticoagulants: {anticoag}. Bloods: INR 1.0, platelets normal.\n", k)
    d.t("\nImaging: ")
    im = rng.randint(0, 2) if k["cond"] == "ces" else 0
    if im == 0:
        d.f("MRI lumbar spine performed at {HOSPITAL:local_hosp} at {time2} - images via image exchange, "
            "accession {IDNUM:accession}. {concl}\n", k)
    elif im == 1:
        d.t("No MRI on site out of hours. Transfer for emergency MRI.\n")
    else:
        d.f("MRI requested; radiologist {dr} {DOCTOR:rad} aware, scanning within 4 hours per pathway.\n", k)
    d.t("\nDecision: ")
    dv = (rng.randint(0, 1) if im == 0 else 0) if k["cond"] == "ces" else 2
    if dv == 0:
        d.f("Accepted for transfer and emergency decompression. Discussed with {cons_pfx} {DOCTOR:cons} "
            "(consultant on call) at {time2}. Bed {LOCATION_OTHER:bed}, {HOSPITAL:ward}. Keep NBM, catheter in situ.\n", k)
    elif dv == 1:
        d.f("CES confirmed on imaging; for theatre tonight under {cons_pfx} {DOCTOR:cons_sur}. Anaesthetist "
            "{dr} {DOCTOR:anaes} informed. Consent by {DOCTOR:reg_sur}.\n", k)
    else:
        d.f("MRI shows no compression of the cauda equina. Not CES. Discharge with written CES safety-net "
            "card, spinal clinic follow-up requested with {cons_pfx} {DOCTOR:cons_sur}. Advised to return "
            "immediately with any new symptoms; spinal on-call contact {PHONE:hosp_ext}.\n", k)
    d.t(k["ces_guide"] + "\n")
    d.t("\n")
    d.f("Documented by {DOCTOR:reg} {DATE:d_clinic} {time2}", k)
    if rng.random() < 0.6:
        d.f("  (login {USERNAME:reg_user})", k)
    d.t("\n")
    if rng.random() < 0.35:
        d.f("Logged via {URL:portal} from {IPADDR:ip}\n", k)


def mdt(d, rng, k):
    d.t(rng.choice(["SPINAL MULTIDISCIPLINARY TEAM MEETING - OUTCOME\n", "Spinal MDT Outcome Form\n",
                    "Regional Complex Spine MDT - Outcome Record\n"]))
    d.f("{HOSPITAL:hosp}\nMeeting date: {DATE:d_mdt}   MDT case no. {IDNUM:mdt_ref}\n", k)
    d.f("Chair: {cons2_pfx} {DOCTOR:cons2}   Coordinator: {DOCTOR:sec}\n", k)
    d.t("Present: ")
    att = [("cons", "spinal surgeon"), ("cons2", "spinal surgeon"), ("rad", "neuroradiologist"),
           ("physio", "APP"), ("nurse", "CNS"), ("anaes", "pain medicine")]
    chosen = att[:2] + rng.sample(att[2:], rng.randint(2, 4))
    for i, (key, role) in enumerate(chosen):
        if i:
            d.t(", ")
        d.f("{DOCTOR:%s} (%s)" % (key, role), k)
    d.t("\n\n")
    C.pt_block(d, rng, k, rng.choice([0, 1, 2]))
    d.f("Listed by: {cons_pfx} {DOCTOR:cons_sur}   Referred from: {HOSPITAL:local_hosp}\n", k)
    d.f("\nQuestion for MDT: {mdt_q}\n", k)
    d.t("\nSummary:\n")
    sv = rng.randint(0, 1)
    if sv == 0:
        d.f("{AGE:age}-year-old {sexw}, {ret}{PROFESSION:occ}. {hx} Failed conservative care including physio "
            "and {inj}. {pmh_s}\n", k)
    else:
        d.f("{title} {PATIENT:sur} ({AGE:age}) - {dx}. {hx} Scores: {scores}\n", k)
    d.f("Imaging reviewed: MRI {DATE:d_mri}", k)
    if rng.random() < 0.5:
        d.f(", standing flexion/extension radiographs {DATE:d_clinic}", k)
    d.f(". {concl}\n", k)
    d.t("\nDiscussion:\n")
    d.f("{discussion}\n", k)
    d.t("\nOUTCOME / RECOMMENDATION:\n")
    d.f("{outcome}\n", k)
    d.t("\nActions:\n")
    d.t("%-10s %-40s %s\n" % ("Owner", "Action", "By"))
    d.p(k["cons_ini"], "DOCTOR")
    d.t(" " * max(1, 11 - len(k["cons_ini"])))
    d.t("%-40s " % "Clinic appointment to discuss outcome")
    d.p(k["d_consent"], "DATE")
    d.t("\n")
    d.p(k["nurse_ini"], "DOCTOR")
    d.t(" " * max(1, 11 - len(k["nurse_ini"])))
    d.t("%-40s " % ("Letter to patient and " + k["gp_term"]))
    d.p(k["d_letter2"], "DATE")
    d.t("\n")
    if rng.random() < 0.5:
        d.f("\nPatient informed by telephone on {PHONE:phone_m} by {DOCTOR:nurse} on {DATE:d_letter2}.\n", k)
    d.f("\nOutcome recorded by {DOCTOR:sec} ({USERNAME:sec_user})\n", k)
    if rng.random() < 0.3:
        d.f("MDT papers: {URL:mdt_url}\n", k)


def phone_review_short(d, rng, k):
    """Terse shorthand entry, as typed straight into the record."""
    d.f("tel f/u {DATE:sd_fu} {time} - {DOCTOR:nurse_ini} (spinal CNS)\n", k)
    d.f("pt {PATIENT:ini} / {mrn_label} {MRN:mrn}. rang {PHONE:phone_m}, ID checked (DOB {DATE:dob}).\n", k)
    d.f("{weeks}/52 post {proc} ({DATE:d_op}), {cons_pfx} {DOCTOR:cons_sur}'s list.\n", k)
    d.f("{limb} pain better ++, wound healed, no red flags (saddle/bladder/bowel nil). {dis_idx} {odi_now}%.\n", k)
    if k["retired"]:
        d.f("retired {PROFESSION:occ}, walking daily, {his} {nok_rel} {FAMILY:nok_first} happy with progress.\n", k)
    else:
        d.f("back at {ORGANIZATION:employer} (phased), {PROFESSION:occ} - light duties x 4/52.\n", k)
    d.t(rng.choice(["plan: PIFU 12/12, d/c to GP.\n", "plan: f2f clinic 3/12 with standing XR.\n",
                    "plan: physio referral, review 6/52.\n"]))
    d.f("{USERNAME:nurse_user}\n", k)


def phone_review(d, rng, k):
    c = k["c"]
    if rng.random() < 0.3:
        phone_review_short(d, rng, k)
        return
    d.t(rng.choice(["FOLLOW-UP TELEPHONE REVIEW\n", "Telephone Clinic - Post-operative Review\n",
                    "Virtual Clinic (telephone) - Spinal Surgery\n", "tel f/u\n"]))
    d.f("{HOSPITAL:hosp}\n", k)
    d.f("Date: {DATE:d_fu}  {time}   Clinician: {DOCTOR:nurse}, Spinal CNS\n", k)
    d.f("{cons_term}: {cons_pfx} {DOCTOR:cons}\n\n", k)
    C.pt_block(d, rng, k, rng.choice([0, 1, 2, 3]))
    cv = rng.randint(0, 2)
    if cv == 0:
        d.f("\nCalled {PHONE:phone_m} at {time}. No answer, voicemail left. Called again at {time2}, answered.\n", k)
    elif cv == 1:
        d.f("\nCalled home number {PHONE:phone_h}; answered by {his} {nok_rel} {FAMILY:nok_first}, who passed the phone over.\n", k)
    else:
        d.f("\nVideo consultation via {URL:portal}; connection from {IPADDR:ip} dropped once, completed by phone {PHONE:phone_m}.\n", k)
    d.f("Identity confirmed: full name, DOB {DATE:dob} and first line of address ({STREET:street}).\n", k)
    d.f("\nProcedure: {proc} on {DATE:d_op} ({weeks} weeks ago).\n", k)
    d.t("\nProgress:\n")
    d.t("- %s pain: " % k["Limb"] + rng.choice(["resolved", "much improved, occasional twinges", "about 50% better",
                                          "unchanged from pre-op"]) + "\n")
    d.t("- %s pain: " % ("Back" if k["sreg"] == "lumbar" else "Neck") + rng.choice(["mild, manageable", "stiff in the mornings", "worse than before the operation"]) + "\n")
    d.t("- Wound: " + rng.choice(["healed; clips removed by practice nurse", "healed, small scab at the lower end",
                                   "was red at 2 weeks - treated with flucloxacillin by the GP, now settled"]) + "\n")
    d.t("- Bladder/bowel: normal. No saddle symptoms.\n")
    d.f("- PROMs: {dis_idx} {odi}% pre-op -> {odi_now}% now; EQ-5D-5L index {eq5d} -> {eq5d_now}\n", k)
    d.f("- Analgesia: {analgesia}\n", k)
    wv = 2 if k["retired"] else rng.randint(0, 1)
    if wv == 0:
        d.f("- Work: back at {ORGANIZATION:employer} since {DATE:d_rtw} on light duties as a {PROFESSION:occ}.\n", k)
    elif wv == 1:
        d.f("- Work: still off; {his} manager at {ORGANIZATION:employer}, {FAMILY:fam2}, has asked for a fit note.\n", k)
    else:
        d.f("- Retired {PROFESSION:occ}; walking to {LOCATION_OTHER:landmark} and back daily.\n", k)
    if rng.random() < 0.25:
        d.f("- Confirmed parking permit for clinic visit, vehicle reg {VEHICLE:vehicle}.\n", k)
    d.t("\nPlan: ")
    d.f("{fu_plan}\n", k)
    d.t("Red-flag advice reiterated. Patient has the spinal nurse line ")
    d.f("{PHONE:hosp_ext}.\n", k)
    d.t("\nCall duration %d min.\n" % rng.randint(6, 25))
    d.f("{DOCTOR:nurse} ({USERNAME:nurse_user})\n", k)


def preauth(d, rng, k):
    c = k["c"]
    if c == "US":
        d.t("PRIOR AUTHORIZATION REQUEST - SPINE SURGERY\n")
        d.f("To: {ORGANIZATION:insurer} Utilization Management   Fax {FAX:ins_fax}   Phone {PHONE:ins_phone}\n", k)
        d.f("From: {HOSPITAL:hosp}, Spine Center   Fax {FAX:hosp_fax}   Phone {PHONE:hosp_phone}\n", k)
    elif c in ("CA", "NZ"):
        d.t(("REQUEST FOR PRIOR APPROVAL OF SURGERY (%s)\n" % ("MOTOR VEHICLE ACCIDENT" if k["retired"] else "WORK-RELATED INJURY")) if c == "CA" else
            "ACC REQUEST FOR PRIOR APPROVAL - SPINAL SURGERY (ARTP)\n")
        d.f("Submitted by {HOSPITAL:hosp}   Fax {FAX:hosp_fax}\n", k)
    else:
        d.t(rng.choice(["PRE-AUTHORISATION REQUEST - PRIVATE MEDICAL INSURANCE\n", "Insurer Pre-approval Form - Spinal Surgery\n"]))
        d.f("Insurer: {ORGANIZATION:insurer}   Claims fax {FAX:ins_fax}\n", k)
        d.f("Hospital: {HOSPITAL:hosp}\n", k)
    d.f("Date of request: {DATE:d_auth}   Reference: {IDNUM:auth_ref}\n", k)
    d.t("\nPATIENT / MEMBER\n")
    d.f("Name: {PATIENT:caps}    DOB: {DATE:dob}    Sex: {sexc}\n", k)
    d.t("Address: ")
    C.addr(d, k, sep=", ")
    d.f("\nPhone: {PHONE:phone_h}\n", k)
    if c == "US":
        d.f("{hp_label}: {HEALTHPLAN:hp}   Group #: {HEALTHPLAN:group}\n", k)
        if k["spouse"] and rng.random() < 0.6:
            d.f("Subscriber: {FAMILY:nok} ({nok_rel})   SSN (subscriber, last 4 masked): {SSN:ssn_mask}\n", k)
        else:
            d.f("Subscriber: self   SSN: {SSN:ssn}\n", k)
    elif c in ("CA", "NZ"):
        d.f("{hp_label} {HEALTHPLAN:hp}\n", k)
        if c == "CA":
            d.f("Claim no.: {HEALTHPLAN:claim}   SIN: {SSN:ssn}\n", k)
        if k["retired"]:
            d.f("Occupation: retired {PROFESSION:occ}\n", k)
        else:
            d.f("Employer: {ORGANIZATION:employer}   Occupation: {PROFESSION:occ}\n", k)
        d.f("Date of injury: {DATE:d_injury}   Mechanism: {mechanism}\n", k)
        if c == "NZ":
            d.f("ACC45 lodged by {dr} {DOCTOR:gp}, {HOSPITAL:practice}\n", k)
    else:
        d.f("Membership no.: {HEALTHPLAN:hp2}", k)
        if c == "AU":
            d.f("   Medicare: {HEALTHPLAN:hp}", k)
        if c == "IE":
            d.f("   PPSN: {SSN:ssn}", k)
        d.t("\n")
        if k["pol_is_family"]:
            d.f("Policy holder: {FAMILY:nok} ({nok_rel})\n", k)
        else:
            d.t("Policy holder: self\n")
    if k["mva"]:
        d.f("Accident: motor vehicle collision {DATE:d_injury}; insured vehicle {VEHICLE:vehicle}; "
            "third-party claim {IDNUM:mva_claim}\n", k)
    d.t("\nREQUESTING SURGEON\n")
    d.f("{cons_pfx} {DOCTOR:cons}, {cons_cred}   {cons_lic_label}: {LICENSE:cons_lic}\n", k)
    d.f("Office contact: {DOCTOR:sec}  {PHONE:hosp_ext}  {EMAIL:cons_email}\n", k)
    d.t("\nREQUESTED SERVICE\n")
    d.f("Procedure: {Proc}\n", k)
    if c == "US":
        d.f("CPT: {cpt}{cpt_extra}   ICD-10: {icd}\n", k)
    else:
        d.f("Diagnosis code (ICD-10): {icd}\n", k)
    d.f("Proposed date of surgery: {DATE:d_op}   Setting: {setting}   Expected LOS: {los}\n", k)
    d.t("\nCLINICAL JUSTIFICATION\n")
    d.f("- Diagnosis: {Dx}\n- {hx}\n- Conservative care since {DATE:my_onset}: physiotherapy ({physio_n} sessions), "
        "NSAIDs, neuropathic agents, {inj}\n", k)
    d.f("- MRI {DATE:d_mri}: {concl}\n- {scores}\n", k)
    d.t("- Criteria: meets payer medical-necessity criteria for the requested procedure (MCG/InterQual-type "
        "criteria; NASS coverage recommendations). Smoking status: %s. BMI %s.\n" % (k["smoke"], k["bmi"]))
    d.t("\nDECISION (insurer use)\n")
    dv = rng.randint(0, 2)
    if dv == 0:
        d.f("Approved {DATE:d_auth2}, authorisation no. {IDNUM:auth_no}, valid 90 days. Reviewer: {DOCTOR:reviewer}, RN\n", k)
    elif dv == 1:
        d.f("Pended for peer-to-peer with medical director {dr} {DOCTOR:reviewer}; call booked {DATE:d_auth2}.\n", k)
    else:
        d.t("Pending.\n")
    if rng.random() < 0.4:
        d.f("Upload portal: {URL:portal}\n", k)


def prep(rng, k):
    c = k["c"]
    T = k["_T"]
    yy = T["clinic"].year % 100
    k["ces_ref"] = ids.ref_no(rng, "CES", yy)
    k["route"] = rng.choice(["telephone (switchboard)", "e-referral portal", "bleep from ED", "Referral Hub app"])
    ref = people.staff(rng, c)
    k["referrer"] = ref["full"]
    k["ref_grade"] = rng.choice(["ED registrar", "ST4 EM", "ED resident", "locum ED SHO", "GP out of hours"])
    k["ref_phone"] = ids.phone(rng, c)
    k["ed_term"] = {"US": "ER", "CA": "ER", "UK": rng.choice(["ED", "A&E"]), "IE": rng.choice(["ED", "A&E"])}.get(c, "ED")
    k["ces_guide"] = rng.choice({
        "UK": ["Pathway per the GIRFT National Suspected Cauda Equina Syndrome Pathway (2023).",
               "Red flags reviewed against the BASS/SBNS CES standards (2018).",
               "Scan within 4 hours of decision per the national CES pathway."],
        "IE": ["Managed per the hospital suspected CES guideline; BASS/SBNS standards (2018) referenced."],
        "US": ["Per ACR Appropriateness Criteria (low back pain, 2021): emergent MRI for suspected CES.",
               "Institutional suspected CES protocol (rev. 2022) followed."],
        "CA": ["Per the provincial spine pathway: emergent MRI for suspected CES."],
        "AU": ["Per the state suspected CES clinical guideline: MRI within 4 hours."],
        "NZ": ["Per the regional suspected CES pathway (Te Whatu Ora): urgent MRI."],
    }[c])
    k["time2"] = C.tm(rng, 0, 23)
    pos = k["cond"] == "ces"
    k["flags"] = [("Bilateral radicular pain", "Y" if pos or k["side"] == "bilateral" else "N"),
                  ("Saddle / perianal sensory change", "Y" if pos else "N"),
                  ("Altered urinary sensation or retention", "Y" if pos else "N"),
                  ("Faecal incontinence / altered bowel sensation", rng.choice(["N", "N", "Y"]) if pos else "N"),
                  ("Sexual dysfunction", "not assessed" if rng.random() < 0.3 else "N")]
    k["pre"] = str(rng.randint(150, 700))
    k["triage"] = {"UK": rng.choice(["Manchester Triage orange (very urgent)", "Manchester Triage yellow"]),
                   "IE": "Manchester Triage orange", "US": "ESI level 2", "CA": "CTAS 2",
                   "AU": "ATS category 3", "NZ": "ATS category 3"}[c]
    k["pvr"] = str(rng.randint(250, 900) if pos else rng.randint(0, 120))
    k["pr"] = "reduced tone, weak squeeze, reduced perianal sensation" if pos else "normal tone and squeeze, perianal sensation intact"
    k["anticoag"] = rng.choice(["nil", "apixaban 5 mg BD - last dose 08:00", "aspirin 75 mg", "rivaroxaban 20 mg OD"])
    k["accession"] = ids.accession(rng, yy)
    k["portal"] = ids.url(rng, rng.choice(["spinal-referrals", "ces-pathway/log", "referral-hub/spine", "telehealth/join"]))
    k["ip"] = ids.ip(rng)
    k["d_injury"] = C.fd(k, "injury", k["_ds"])
    k["mdt_ref"] = ids.ref_no(rng, rng.choice(["MDT", "SMDT", "SP"]), T["mdt"].year % 100)
    k["mdt_url"] = ids.url(rng, "mdt/spine/%s" % ids.digits(rng, 5))
    cond = k["cond"]
    qs = {"disc": ["Surgery versus further injection?", "Suitability for microdiscectomy?"],
          "cyst": ["Surgery versus further injection?", "Cyst excision alone or with fusion?"],
          "stenosis": ["Decompression alone or with fusion?", "Suitability for surgery given comorbidities?"],
          "spondy": ["Decompression alone or with fusion?", "Open TLIF versus MIS approach?"],
          "csm": ["Anterior versus posterior approach?", "Surgery versus observation for mild myelopathy?"],
          "crad": ["Anterior versus posterior approach?", "ACDF versus posterior foraminotomy?"]}
    k["mdt_q"] = rng.choice(qs.get(cond, ["Suitability for surgery and which procedure?"]))
    k["inj"] = rng.choice(["two transforaminal injections", "a caudal epidural", "facet joint injections", "no injections"]
                          if k["sreg"] == "lumbar" else ["a cervical nerve root block", "no injections"])
    k["pmh_s"] = "PMH: " + ", ".join(k["pmh_list"]) + "."
    disc = ["Imaging concordant with the clinical picture. Physio report plateaued progress.",
            "Concern regarding BMI and smoking; anaesthetic risk considered acceptable. Pain team feel central "
            "sensitisation is contributing."]
    if cond in ("stenosis", "spondy", "cyst"):
        disc.append("Radiology note no instability on dynamic films; decompression alone is reasonable and fusion "
                    "would add risk without clear benefit.")
    if cond == "csm":
        disc.append("Myelopathy is progressive on mJOA; surgery recommended over observation per AO Spine guidance.")
    if k["sreg"] == "cervical":
        disc.append("Single-level disease; anterior approach favoured by the surgeons present.")
    k["discussion"] = rng.choice(disc)
    k["outcome"] = rng.choice(["Offer " + k["proc"] + ". Clinic to consent.",
                               "Conservative management; refer to pain management programme. Re-discuss if deteriorates.",
                               "Repeat MRI in 6 months, then re-discuss.",
                               "Offer " + k["proc"] + "; pre-assessment and anaesthetic review first."])
    k["d_letter2"] = ids.fmt_date(ids.add_days(T["mdt"], rng.randint(1, 7)), k["_ds"])
    k["weeks"] = str(max(1, (T["fu"] - T["op"]).days // 7))
    k["odi_now"] = str(max(4, int(k["odi"]) - rng.randint(-4, 40)))
    k["eq5d_now"] = "0.%03d" % rng.randint(400, 950)
    k["analgesia"] = rng.choice(["acetaminophen PRN only" if c in ("US", "CA") else "paracetamol PRN only", "weaning gabapentin" if c == "US" else "weaning pregabalin",
                                 "nil", "Tylenol #3 at night" if c in ("US", "CA") else "co-codamol at night"])
    k["cons_term"] = "Attending" if c in ("US", "CA") else "Consultant"
    k["fu_plan"] = rng.choice(["Discharge to GP care; patient-initiated follow-up for 12 months.",
                               "Face-to-face clinic with the consultant in 6 weeks; standing X-rays beforehand.",
                               "Repeat MRI with gadolinium given ongoing %s pain; results clinic." % k["limb"],
                               "Refer back to physiotherapy for rehabilitation; review in 3 months."])
    k["d_rtw"] = C.fd(k, "rtw", k["_ds"])
    k["ins_fax"] = ids.phone(rng, c)
    k["ins_phone"] = ids.phone(rng, c)
    k["auth_ref"] = ids.ref_no(rng, rng.choice(["PA", "PRE", "AUTH"]), T["auth"].year % 100)
    k["auth_no"] = "A%s" % ids.digits(rng, 9)
    k["d_auth"] = C.fd(k, "auth", k["_ds"])
    k["d_auth2"] = ids.fmt_date(ids.add_days(T["auth"], rng.randint(2, 10)), k["_ds"])
    k["ssn_mask"] = "9XX-XX-%s" % ids.digits(rng, 4) if k["ssn"] else "9"
    k["claim"] = "%s" % ids.digits(rng, 8, "3")
    k["mechanism"] = rng.choice(["lifting a heavy load at work", "slipped from a ladder at work", "fall on a wet floor at work",
                                 "twisting while lifting at work", "lifting and twisting during a shift"])
    if k["retired"]:
        k["mechanism"] = rng.choice(["rear-end collision as a driver", "fall in the garden", "slipped on a wet floor at home"])
    k["spouse"] = k["nok_rel"] in ("wife", "husband", "partner", "mother", "father")
    k["pol_is_family"] = k["spouse"] and rng.random() < 0.6
    k["mva"] = rng.random() < (0.35 if c in ("US", "CA", "AU", "NZ") else 0.2) or (c == "CA" and k["retired"])
    k["mva_claim"] = "MV%s" % ids.digits(rng, 8)
    k["cpt_extra"] = ", 22853, 22842" if k["cond"] == "spondy" else (", 22845" if k["sreg"] == "cervical" else "")
    if k["cond"] in ("disc", "cyst") and rng.random() < 0.5:
        k["setting"], k["los"] = ("ambulatory surgery center" if c == "US" else "day case"), "same day"
    elif k["cond"] == "spondy":
        k["setting"], k["los"] = "inpatient", rng.choice(["2-3 nights", "3-4 nights"])
    else:
        k["setting"], k["los"] = "inpatient", rng.choice(["1 night", "1-2 nights", "2-3 nights"])
    k["physio_n"] = str(rng.randint(4, 16))
    k["smoke"] = rng.choice(["never", "ex-smoker", "current (cessation advised)"])
    rv = people.staff(rng, c)
    k["reviewer"] = rv["full"]

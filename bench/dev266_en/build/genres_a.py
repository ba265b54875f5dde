"""Genres: bedside swallow assessment, VFSS report, FEES report."""
from phi import Ph, pick, dig, wpick, fdate, ftime, phone, ext, bleep, ip, shift, serial, idnum, account
import clinical as K
import blocks as B
from case import staff, username


def _social(n, rng, c):
    pt = c.pt
    k = rng.randint(0, 4)
    if k == 0:
        n.add("Lives with ", c.nok_rel, " ", c.nok.name(rng, pick(rng, ["first", "full"])), " in a bungalow in ",
              Ph(c.addr.city, "CITY"), ". Retired ", Ph(c.prof_ret, "PROFESSION"), ". Independent with ADLs PTA.")
    elif k == 1:
        n.add("Resident at ", Ph(c.care_home, "HOSPITAL"), " (room ", Ph(str(rng.randint(1, 60)), "LOCATION_OTHER"),
              "). NOK ", c.nok_rel, " ", c.nok.name(rng, "full"), " ", Ph(c.nok_tel, "PHONE"), ".")
    elif k == 2:
        n.add("Lives alone, ", c.nok_rel, " (", c.nok.name(rng, "first"), ") visits daily. Worked as a ",
              Ph(c.prof, "PROFESSION"), " until ", Ph(str(rng.randint(58, 67)), "AGE"), ". POC x", str(rng.randint(1, 4)), " daily.")
    elif k == 3:
        n.add("Pt's ", c.nok_rel, " ", c.nok.name(rng, "full"), " present and gave hx. Former ",
              Ph(c.prof_ret, "PROFESSION"), ". Lives at home in ", Ph(c.addr.city, "CITY"), " with package of care.")
    else:
        n.add("SH: ", pick(rng, ["ex-smoker (30 pack yrs)", "never smoked", "smoker 10/day", "EtOH 20 units/wk"]),
              ". Works as ", pick(rng, ["a ", ""]), Ph(c.prof, "PROFESSION"), " at ", Ph(c.employer, "ORGANIZATION"), ". ",
              c.nok_rel.capitalize(), " ", c.nok.name(rng, "first"), " is main support.")
    n.add("\n")


def _trials(n, rng):
    idx = sorted(rng.sample(range(len(K.TRIALS)), rng.randint(3, 5)))
    tab = rng.random() < .5
    if tab:
        n.add("Consistency".ljust(38), "Observations\n")
    for i in idx:
        t, obs = K.TRIALS[i]
        o = pick(rng, obs)
        if tab:
            n.add(t.ljust(38), o, "\n")
        else:
            n.add("- ", t, ": ", o, "\n")


def swallow_assessment(rng, c, n):
    us = c.country in ("US", "CA")
    pt = c.pt
    v = rng.randint(0, 2)
    if v == 0:
        n.add(pick(rng, ["SPEECH AND LANGUAGE THERAPY - BEDSIDE SWALLOW ASSESSMENT", "Clinical Swallow Evaluation",
                         "Speech Pathology Swallowing Assessment", "SLT Dysphagia Assessment (initial)",
                         "CLINICAL BEDSIDE SWALLOW EVALUATION"]), "\n")
        n.add(Ph(c.hosp, "HOSPITAL"), pick(rng, ["   ", " - ", "\n"]), "Ward: ", Ph(c.ward, "HOSPITAL"),
              "  Bed: ", Ph(c.bed, "LOCATION_OTHER"), "\n")
        B.demo_block(n, rng, c)
    elif v == 1:
        n.add(pick(rng, B.DEPT[c.country]), " | ", pick(rng, ["Clinical Swallow Evaluation", "Swallow Assessment"]),
              pick(rng, [" (CPT 92610)", "", ""]) if us else "", "\n")
        n.add("Patient: ", pt.name(rng, "LASTFIRST"), "    ", c.mrn_label, ": ", Ph(c.mrn, "MRN"), "\n")
        n.add("DOB: ", c.dobp(rng), "   Age/Sex: ", Ph(str(c.age), "AGE"), pick(rng, [" y ", "Y/", " yrs / "]),
              pt.sex, "\n")
        n.add(c.acct[0], ": ", Ph(c.acct[1], "ACCOUNT"), "   Room: ", Ph(c.room, "LOCATION_OTHER"), "   Unit: ",
              Ph(c.ward, "HOSPITAL"), "\n")
        n.add("Facility: ", Ph(c.hosp, "HOSPITAL"), "\n")
        if us and rng.random() < .6:
            lab, val = c.hp
            n.add("Payer: ", pick(rng, ["Medicare A", "Medicaid", "commercial", "Medicare Advantage"]), "  ", lab, ": ",
                  Ph(val, "HEALTHPLAN"), "\n")
    else:
        n.add("SLT ", pick(rng, ["Initial Assessment", "Swallow Ax", "dysphagia ax"]), " - ", c.d(rng), " ", ftime(rng), "\n")
        n.add(pt.name(rng, pick(rng, ["full", "LASTFIRST"])), ", ", c.aage(rng, ["yo", "year", "sex"]), ", ",
              Ph(c.ward, "HOSPITAL"), " bay ", Ph(c.bay, "LOCATION_OTHER"), " bed ", Ph(c.bed, "LOCATION_OTHER"), ". ",
              c.mrn_label, " ", Ph(c.mrn, "MRN"), "\n")
    n.add("\n")
    if v != 2:
        n.add(pick(rng, ["Date of assessment: ", "Date of service: ", "Assessment date: ", "Seen: "]), c.d(rng), " ",
              ftime(rng), "\n")
    ref = c.cons
    n.add(pick(rng, ["Referred by: ", "Referral from ", "Referring clinician: "]),
          ref.name(rng, pick(rng, ["title", "full", "titlefull"])), pick(rng, [" (Stroke Reg)", " (FY2)", ", attending", " (hospitalist)", " (Geris SpR)", ""]),
          " on ", c.d(rng, -rng.randint(0, 2), pick(rng, ["short", "num", "wk"])), pick(rng, [" via ICE", " via Epic order", " by bleep", "", " (verbal)"]), "\n")
    n.add(pick(rng, ["Reason for referral: ", "RFR: ", "Reason: "]),
          pick(rng, ["failed nurse-led swallow screen", "coughing with drinks", "new dysphagia post stroke",
                     "?aspiration - recurrent chest infections", "wet voice at meals", "reduced GCS, NBM since admission",
                     "prolonged meal times / weight loss", "post-extubation, 6 days intubated"]), "\n\n")
    n.add(pick(rng, ["Background:", "HPC:", "History:", "S:"]), " ")
    n.add(c.aage(rng), " ", pick(rng, ["gentleman" if pt.sex == "M" else "lady", "male" if pt.sex == "M" else "female",
                                        "pt"]), " admitted ", c.d(rng, -rng.randint(1, 9)), " with ", pick(rng, K.DX_ADULT), ". ")
    if rng.random() < .5:
        n.add("Previous SLT input at ", Ph(c.hosp2, "HOSPITAL"), " in ", Ph(fdate(rng, shift(c.visit, -rng.randint(200, 1500)), c.country, "month"), "DATE"), ". ")
    n.add(K.neg(rng, rng.randint(1, 3)), "\n")
    n.add("PMH: ", ", ".join(K.pmh_list(rng)), "\n")
    if rng.random() < .6:
        n.add("Meds: ", "; ".join(K.meds_list(rng, c.country)), "\n")
    _social(n, rng, c)
    n.add("\nConsent: ", pick(rng, ["verbal consent obtained", "pt lacks capacity for this decision - best interests (MCA 2005)",
                                     "consent from pt; " + c.nok_rel + " present", "implied consent"]), "\n")
    n.add("Positioning: ", pick(rng, ["upright in chair", "sat upright in bed 80 degrees", "supported sitting, pillows to L side"]), "\n\n")
    n.add(pick(rng, ["Oral motor examination:", "OME:", "Cranial nerve / oromotor:"]), "\n", pick(rng, K.ORAL_MOTOR), "\n\n")
    n.add(pick(rng, ["Oral trials:", "Trials:", "PO trials:"]), "\n")
    _trials(n, rng)
    n.add("\n", pick(rng, ["Impression:", "Assessment:", "A:"]), " ")
    n.add(pick(rng, ["Oropharyngeal dysphagia, moderate", "Mild oral phase dysphagia", "Severe oropharyngeal dysphagia with high aspiration risk",
                     "Presentation consistent with pharyngeal dysphagia - suspect delayed swallow initiation",
                     "Functional swallow for diet and fluids trialled", "Unsafe for oral intake at present"]),
          ". ", pick(rng, ["Instrumental assessment indicated (VFSS requested).", "FEES to be considered.",
                           "Silent aspiration cannot be ruled out at bedside.", "No indication for instrumental ax currently."]), "\n\n")
    f, d = K.iddsi_rec(rng)
    n.add("Recommendations:\n")
    K.bullets(n, rng, ["Diet: " + f, "Fluids: " + d,
                       "Medication: " + pick(rng, ["crush where appropriate (check w/ pharmacy)", "whole in puree",
                                                   "liquid formulations", "via NG"])] + K.strategies(rng, rng.randint(1, 3)))
    n.add("\nPlan: ")
    if rng.random() < .5:
        n.add("SLT to review ", c.d(rng, rng.randint(1, 3), pick(rng, ["wk", "short"])), ". ")
    else:
        n.add("review in 1/7. ")
    n.add("Discussed with ", pick(rng, ["staff nurse ", "nurse in charge ", "RN ", "CN "]), staff(rng).name(rng, pick(rng, ["first", "full"])))
    if rng.random() < .6:
        n.add(" and ", c.nok_rel, " ", c.nok.name(rng, pick(rng, ["first", "full", "title"])))
        if rng.random() < .5:
            n.add(" (tel ", Ph(c.nok_tel, "PHONE"), ")")
        else:
            n.add(" by phone on ", Ph(c.nok_tel, "PHONE"))
    n.add(". Signage placed above bed ", Ph(c.bed, "LOCATION_OTHER"), ".\n")
    if rng.random() < .4:
        n.add("(", K.refs(rng), ")\n")
    if rng.random() < .4:
        n.add(K.coding(rng, c.country), "\n")
    n.add("\n")
    B.sig(n, rng, c)
    if rng.random() < .7:
        B.audit(n, rng, c)


def vfss_report(rng, c, n):
    us = c.country in ("US", "CA")
    pt = c.pt
    title = pick(rng, ["VIDEOFLUOROSCOPIC SWALLOW STUDY (VFSS)", "Modified Barium Swallow Study (MBSS)",
                       "Videofluoroscopy Report", "VFSS - Joint SLT/Radiology Report", "Videofluoroscopic Swallowing Study"])
    if rng.random() < .5:
        B.dept_letterhead(n, rng, c)
    else:
        n.ln(Ph(c.hosp, "HOSPITAL"), " - ", pick(rng, ["Radiology", "Imaging Department", "Diagnostic Imaging"]))
    n.ln(title)
    n.ln("=" * len(title) if rng.random() < .5 else "")
    B.demo_block(n, rng, c, fields=["name", "dob", "mrn", "hp"] + (["addr"] if rng.random() < .4 else []))
    acc = idnum(rng, "acc")
    n.add(pick(rng, ["Accession #: ", "Accession no: ", "Exam no. ", "RIS no: "]), Ph(acc, "IDNUM"), "\n")
    n.add("Date of study: ", c.d(rng), "   Time: ", ftime(rng), "\n")
    n.add("Location: ", pick(rng, ["Fluoro Room ", "Screening room ", "X-ray room ", "Fluoroscopy suite "]),
          Ph(str(rng.randint(1, 6)), "LOCATION_OTHER"), ", ", Ph(c.hosp, "HOSPITAL"), "\n")
    n.add("Referrer: ", c.cons.name(rng, pick(rng, ["title", "titlefull"])), pick(rng, [" (Stroke)", " (ENT)", " (Care of the Elderly)", " (Neurology)", ""]), "\n")
    n.add("Radiologist: ", c.rad.name(rng, pick(rng, ["title", "titlefull"])), pick(rng, ["", "   Radiographer: "]))
    rad2 = staff(rng)
    n.add(rad2.name(rng, "full") if n.buf[-1].endswith(": ") else "", "\n")
    n.add(pick(rng, ["SLT: ", "SLP: ", "Speech Pathologist: "]), c.slt.name(rng, "full"))
    if rng.random() < .5:
        n.add(" with ", c.slt2.name(rng, "full"), pick(rng, [" (student)", " (observing)", ", SLTA"]))
    n.add("\n\n")
    n.add(pick(rng, ["Clinical indication: ", "Indication: ", "Reason for study: "]), c.aage(rng), " ",
          pick(rng, ["M" if pt.sex == "M" else "F", "pt"]), " with ", pick(rng, K.DX_ADULT), ". ",
          pick(rng, ["Coughing on thin fluids at bedside.", "Recurrent aspiration pneumonia.", "Globus and food sticking.",
                     "? silent aspiration.", "Assess safety for upgrade from IDDSI 2.", "Pre-PEG decision."]), "\n")
    n.add("Previous study: ", pick(rng, ["none", "VFSS ", "FEES "]))
    if not n.buf[-1].endswith("none"):
        n.add(c.d(rng, -rng.randint(30, 600)), " at ", Ph(c.hosp2, "HOSPITAL"))
    n.add("\n")
    n.add("Position: ", pick(rng, ["seated lateral view, then AP", "lateral in Hausted chair", "upright in MK2 VFSS chair, lateral",
                                   "own wheelchair with tilt, lateral only"]), ". Contrast: ",
          pick(rng, ["Omnipaque 300 mixed with IDDSI-calibrated thickener", "barium sulphate (E-Z-Paque 60% w/v)",
                     "Varibar thin / nectar / honey / pudding", "Gastrografin NOT used"]), ".\n\n")
    n.add(pick(rng, ["Boluses trialled:", "Findings per bolus:", "Trial summary:"]), "\n")
    n.add("Bolus".ljust(33), "PAS".ljust(6), "Residue\n")
    idx = sorted(rng.sample(range(len(K.VFSS_BOLUS)), rng.randint(4, 7)))
    worst = 1
    for i in idx:
        s, _ = K.pas_line(rng)
        worst = max(worst, s)
        n.add(K.VFSS_BOLUS[i].ljust(33), str(s).ljust(6), pick(rng, K.RESIDUE), "\n")
    n.add("\nOral phase: ", pick(rng, ["adequate bolus control", "premature spillage to valleculae", "piecemeal deglutition",
                                        "reduced tongue base retraction", "prolonged oral transit (>3 s)"]), ".\n")
    n.add("Pharyngeal phase: ", pick(rng, ["delayed initiation - bolus head at pyriform sinuses", "reduced hyolaryngeal excursion",
                                            "incomplete epiglottic inversion", "reduced UOS opening - cricopharyngeal bar noted",
                                            "timely trigger, good laryngeal closure"]), ". ",
          pick(rng, ["MBSImP components 6, 9, 14 impaired.", "DIGEST grade 2.", "DIGEST safety 3 / efficiency 2.", "Rosenbek PAS as above."]), "\n")
    if rng.random() < .5:
        n.add("Scales: ", K.refs(rng, 2), ".\n")
    n.add("Oesophageal screen: ", pick(rng, ["unremarkable", "retrograde flow from distal oesophagus", "slow clearance, ?dysmotility - suggest OGD",
                                              "not assessed"]), ".\n")
    n.add("Screening time: %.1f min.  DAP: %.1f Gy.cm2\n\n" % (rng.uniform(1.2, 4.8), rng.uniform(0.4, 6.5)))
    n.add(pick(rng, ["Summary:", "Impression:", "Conclusion:"]), " ", K.pas_line(rng, worst)[1], " on worst bolus. ")
    if worst >= 6:
        n.add(pick(rng, ["Aspiration was silent.", "Reflexive cough cleared material only partially.", "Strategies not effective.",
                         "Aspiration before the swallow on thin; chin tuck reduced but did not eliminate."]), "\n\n")
    else:
        n.add(pick(rng, ["Chin tuck effective in eliminating penetration.", "Head turn L improved UOS clearance.",
                         "No aspiration on any consistency.", "Penetration transient, cleared spontaneously."]), "\n\n")
    f, d = K.iddsi_rec(rng)
    n.add("Recommendations:\n")
    K.bullets(n, rng, [f, d] + K.strategies(rng, 2) +
              [pick(rng, ["Repeat VFSS in 3/12", "Refer ENT re CP bar", "Discuss NG/PEG with MDT", "Community SLT follow-up"])])
    n.add("\nDiscussed with pt", pick(rng, ["", " and " + c.nok_rel + " "]))
    if n.buf[-1].endswith(" "):
        n.add(c.nok.name(rng, pick(rng, ["first", "full"])))
    n.add(" after study. Images archived to PACS (", Ph(acc, "IDNUM"), ").\n\n")
    if rng.random() < .5:
        n.add(K.coding(rng, c.country), "\n")
    n.add("Reported by: ")
    B.sig(n, rng, c, prefix="")
    n.add("Verified: ", c.rad.name(rng, pick(rng, ["title", "full", "lastinit"])), pick(rng, [", Consultant Radiologist", ", MD", " FRCR", " FRANZCR"]),
          " ", c.d(rng, rng.randint(0, 1)), "\n")
    if rng.random() < .6:
        B.cc_block(n, rng, c, gp=True, pt=rng.random() < .3,
                   extra=[c.cons.name(rng, "title"), pick(rng, [" (referrer)", ""])])
    if rng.random() < .4:
        B.audit(n, rng, c)


def fees_report(rng, c, n):
    pt = c.pt
    n.ln(pick(rng, ["FIBREOPTIC ENDOSCOPIC EVALUATION OF SWALLOWING (FEES)", "FEES Report", "Flexible Endoscopic Evaluation of Swallowing",
                    "FEES - Speech & Language Therapy", "Endoscopic swallow study (FEES) - SLP report"]))
    if rng.random() < .5:
        n.ln(Ph(c.hosp, "HOSPITAL"), " | ", pick(rng, B.DEPT[c.country]))
    else:
        B.dept_letterhead(n, rng, c)
    B.demo_block(n, rng, c, style=pick(rng, ["table", "inline"]))
    n.add("Date: ", c.d(rng), "  Start ", ftime(rng), "\n")
    loc = rng.random()
    if loc < .5:
        n.add("Location: bedside, ", Ph(c.ward, "HOSPITAL"), ", bed ", Ph(c.bed, "LOCATION_OTHER"), "\n")
    elif loc < .8:
        n.add("Location: ", pick(rng, ["ENT clinic room ", "Outpatient procedure room ", "Clinic room "]),
              Ph(str(rng.randint(1, 14)), "LOCATION_OTHER"), ", ", Ph(c.hosp, "HOSPITAL"), "\n")
    else:
        n.add("Location: ICU bed space ", Ph(c.bed, "LOCATION_OTHER"), "\n")
    n.add("Endoscopist: ", c.slt.name(rng, "full"), pick(rng, [" (SLT)", ", SLP", " - SLT competent FEES practitioner"]), "\n")
    n.add("Assisting: ", c.slt2.name(rng, pick(rng, ["full", "finit"])), pick(rng, [", SLT", ", RN", " (HCA)", ""]), "\n")
    n.add("Equipment: ", pick(rng, ["Olympus ENF-VH2", "Pentax FNL-10RP3", "Storz 11101RP", "Ambu aScope 4 RhinoLaryngo Slim"]),
          ", scope S/N ", Ph(serial(rng, "scope"), "DEVICE"))
    if rng.random() < .6:
        n.add("; decon tracking ID ", Ph(idnum(rng, "other"), "IDNUM"))
    n.add("\nLight source/processor: ", pick(rng, ["CV-170", "EPK-3000", "Tele Pack+", "aView 2 Advance"]), "\n\n")
    n.add("Indication: ", pick(rng, K.DX_ADULT), "; ", pick(rng, ["unable to transfer to fluoro", "tracheostomy in situ (Shiley 6 cuffed) - weaning",
                                                                    "fatigue/secretion management query", "head & neck - post RT baseline",
                                                                    "ICU - post extubation", "bariatric - VFSS chair unsuitable"]), "\n")
    n.add("Consent: ", pick(rng, ["verbal", "written", "best interests - discussed with " + c.nok_rel + " "]))
    if n.buf[-1].endswith(" "):
        n.add(c.nok.name(rng, "full"))
    n.add(". Topical anaesthetic: ", pick(rng, ["none", "co-phenylcaine to R nare", "lidocaine gel to L naris"]), ".\n")
    n.add("Route: ", pick(rng, ["R nasal passage", "L nare", "L naris (R deviated septum)"]), "\n\n")
    n.add(pick(rng, ["Anatomy / physiology:", "Pre-swallow observations:"]), "\n")
    n.add(pick(rng, ["Velopharyngeal closure complete on /k/ and dry swallow. ", "Nasopharynx: adenoidal tissue, VP closure adequate. "]))
    n.add(pick(rng, ["Vocal folds mobile bilaterally, full adduction. ", "L VF fixed paramedian, incomplete closure with posterior gap. ",
                     "Oedema of arytenoids and post-cricoid (likely LPR/RT). "]))
    n.add("Secretions: ", pick(rng, ["Murray secretion scale 0", "Murray 1 - in valleculae", "Murray 2 - pooled in laryngeal vestibule, transient",
                                      "Murray 3 - pooled secretions in vestibule, not cleared"]), ". ")
    n.add("Spontaneous swallows: ", str(rng.randint(0, 6)), "/5 min. ")
    n.add("Sensation: ", pick(rng, ["laryngeal adductor reflex present to touch", "reduced LAR bilaterally", "absent response to scope contact R aryepiglottic fold"]), ".\n\n")
    n.add("Bolus trials (green/blue dye):\n")
    idx = sorted(rng.sample(range(len(K.VFSS_BOLUS)), rng.randint(3, 6)))
    for i in idx:
        s, d = K.pas_line(rng)
        n.add(" ", K.VFSS_BOLUS[i], " -> ", d, "; residue ", pick(rng, K.RESIDUE), "\n")
    if rng.random() < .4:
        n.add("(", K.refs(rng), ")\n")
    n.add("\nWhite-out: ", pick(rng, ["adequate", "reduced duration", "normal"]), ". ", pick(rng, ["Yale residue scale used.", "Boston Residue and Clearance Scale (BRACS) 8.", ""]), "\n")
    n.add(pick(rng, ["Impression:", "Summary:"]), " ", pick(rng, ["Pharyngeal dysphagia with reduced sensation; silent penetration on thin.",
                                                                "Safe swallow for IDDSI 1 and IDDSI 6 with strategies.",
                                                                "High aspiration risk - remain NBM, continue NG feeds.",
                                                                "Cuff-deflated trials tolerated; Passy-Muir valve on for trials improved clearance."]), "\n")
    f, d = K.iddsi_rec(rng)
    n.add("Plan:\n")
    K.bullets(n, rng, [f, d] + K.strategies(rng, rng.randint(1, 3)) +
              [pick(rng, ["Repeat FEES in 2/52", "Review on ward in 2/7", "OPA joint ENT/SLT clinic 6/52"])])
    n.add("Next review: ", c.d(rng, rng.randint(2, 40), pick(rng, [None, "wk", "short"])), "\n")
    if rng.random() < .5:
        n.add("Video saved to ", pick(rng, ["PACS", "Trust media server", "secure drive"]), " ref ", Ph(idnum(rng, "acc"), "IDNUM"), "\n")
    n.add("\n")
    B.sig(n, rng, c)
    if rng.random() < .6:
        B.audit(n, rng, c)

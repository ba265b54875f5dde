"""Genres: acute pain crisis admission note; inpatient discharge summary."""

import datetime

from core import Note, P, pick, chance
import phi
import pools
import common as cm


def _tm(rng):
    return "%02d:%02d" % (rng.randint(0, 23), rng.randrange(60))


def _triage(c):
    rng = c.rng
    return {"UK": "Manchester Triage: %s" % pick(rng, ["orange", "yellow", "very urgent"]),
            "IE": "MTS category %d" % rng.randint(2, 3),
            "US": "ESI %d" % rng.randint(2, 3),
            "CA": "CTAS %d" % rng.randint(2, 3),
            "AU": "ATS %d" % rng.randint(2, 3)}[c.country]


def pain_admission(c):
    rng = c.rng
    n = Note(c.lower)
    reg = c.doc("reg")
    cons = c.doc("cons")
    fy = c.doc("fy")
    arr = c.enc
    adult = not c.child
    n.ln(pick(rng, ["ADMISSION CLERKING", "Acute Admission Note - Sickle Cell Crisis", "HISTORY AND PHYSICAL - ADMISSION",
                    "MEDICAL ADMISSION PROFORMA", "Emergency Admission - %s" % c.t("haem")]))
    n.ln("{x}", x=[c.hosp, pick(rng, [" - ", " | "]), pick(rng, [c.ward, ["Acute Medical Unit"] if adult else [c.t("paed"), " Assessment Unit"], c.ward]),
                   pick(rng, [[", Bay ", P("LOCATION_OTHER", str(rng.randint(1, 6))), " Bed ", P("LOCATION_OTHER", str(rng.randint(1, 8)))],
                              [", bed ", P("LOCATION_OTHER", str(rng.randint(1, 30)))],
                              [", Room ", P("LOCATION_OTHER", "%d%s" % (rng.randint(1, 40), pick(rng, ["", "A", "B"])))], ""])])
    n.ln()
    hs = rng.randrange(3)
    if hs == 0:
        n.ln("{x}", x=["Name: ", c.pt.LF(), "    MRN: ", c.mrn, "    DOB: ", c.dob_s(), " (", c.age_s(pick(rng, ["yo", "y/o", "yrs"])), ")"])
        n.ln("{x}", x=[c.acct_lab, ": ", c.acct, "    ", c.hlab, ": ", c.hno])
    elif hs == 1:
        n.ln("{x}", x=["Patient: ", c.pt.full(), " / ", c.mrn, " / ", c.dob_s(), " / ", c.sex])
    else:
        n.w("{x}\n", x=c.id_block(rng, sep="   ", ssn_p=0.35))
    ah, am = rng.randint(0, 23), rng.randrange(60)
    n.ln("{x}", x=["Arrival: ", c.date(arr, ["num", "wk_short", "dmon", "num2", "iso"]), " %02d:%02d   Mode: %s   %s" % (
        ah, am, pick(rng, ["ambulance", "self-presented", "walk-in", "brought by family" if adult else "brought by parents", "taxi"]), _triage(c))])
    n.ln("{x}", x=["Clerked by: ", pick(rng, [reg.t_last(rng, c.country, dr=True), reg.full(), reg.fi_last(rng)]), " (%s)" % cm.grade(c),
                   pick(rng, [[" bleep ", c.bleep()], [", pager ", c.bleep()], ""]), "   Consultant: ", pick(rng, [cons.t_last(rng, c.country, dr=True), cons.full()])])
    n.ln()
    ag = c.age_s()
    sites = cm.pain_sites(rng)
    n.ln("{x}", x=[pick(rng, ["PC: ", "Presenting complaint: ", "CC: ", "Reason for admission: "]), ag, " %s with known %s presenting with %d/7 of %s pain in the %s%s." % (
        "F" if c.sex == "F" else "M", c.gshort if c.group == "scd" else c.glong, rng.randint(1, 4),
        pick(rng, ["severe", "worsening", "typical crisis", "10/10"]), sites,
        pick(rng, ["", ", not settling with oral analgesia", ", typical of previous crises", " with low-grade fever"]))])
    n.ln()
    n.ln(pick(rng, ["HPC:", "History of presenting complaint:", "HPI:"]))
    trig = pick(rng, ["Cold weather and a long shift at work", "Swimming in an outdoor pool", "Dehydration after a long-haul flight from ",
                      "Viral URTI symptoms for 3 days", "Stress around exams", "No clear trigger"])
    hpi = [pick(rng, ["Pain started ", "Onset "]), pick(rng, [c.date(c.before(1, 3), ["wk_long", "wk_dm", "dmlong", "wd"]), ["yesterday evening"], ["2 days ago"]]),
           ", gradual, described as %s. " % pick(rng, ["aching", "throbbing", "sharp", "like previous crises"])]
    if trig.endswith("from "):
        hpi += [trig, c.origin, " on ", c.date(c.before(2, 6), ["dmlong", "num", "wk_dm"]), ". "]
    else:
        hpi += [trig + ". "]
    hpi += ["Took %s and %s at home with little effect. " % (c.t("para"), pick(rng, ["ibuprofen", "codeine", "oxycodone 5 mg x2", "dihydrocodeine"])),
            pick(rng, ["No chest pain, cough or shortness of breath. ", "Mild pleuritic chest pain on deep breathing. ",
                       "No headache, weakness or visual disturbance. "]),
            pick(rng, ["No priapism. " if c.sex == "M" else "LMP 2 weeks ago. ", "Passing urine normally. ", "Eating and drinking less. "])]
    if chance(rng, 0.5):
        hpi += ["Individual care plan reviewed (last updated ", c.date(c.before(60, 500), ["num", "my", "mys"]), ", author ",
                cons.t_last(rng, c.country, dr=True), "): %s." % pick(rng, ["morphine 10 mg SC then PCA", "oxycodone 10 mg PO first line",
                                                                                 "avoid pethidine; fentanyl IN for children", "IV morphine 0.1 mg/kg"])]
    n.ln("{x}", x=hpi)
    n.ln()
    n.ln("PMH:")
    pm = [["ACS x%d (" % rng.randint(1, 3), c.date(c.before(200, 3000), ["y", "mys"]), ")"],
          ["Cholecystectomy ", c.date(c.before(200, 3000), ["y"])],
          ["AVN R hip"], ["Stroke aged ", P("AGE", str(rng.randint(3, 9))), " - on transfusion since"],
          ["Asthma"], ["Splenectomy"], ["Last admission ", c.date(c.before(30, 400), ["num", "my", "dmlong"]), " at ", c.hosp2]]
    for k in sorted(rng.sample(range(len(pm)), rng.randint(2, 5))):
        n.ln("- {x}", x=pm[k])
    n.ln()
    n.ln("DH: " + "; ".join(cm.meds(c, rng.randint(3, 5))))
    n.ln("Allergies: %s" % pick(rng, ["NKDA", "NKDA", "penicillin (rash)", "morphine - itch (not allergy)", "co-trimoxazole", "latex"]))
    n.ln()
    sh = ["SH: "]
    if adult:
        sh += [pick(rng, ["Lives with partner ", "Lives with ", "Lives alone in "])]
        if sh[-1] == "Lives alone in ":
            sh += [c.addr.city]
        else:
            sh += [c.partner.fn(), " in ", c.addr.city]
        sh += ["; works as ", cm.art(c.prof_pt), c.prof_pt, pick(rng, [[" at ", c.employer], ""]), ". ",
               pick(rng, ["Non-smoker.", "Smokes 5/day.", "Occasional alcohol.", "Cannabis occasionally."])]
    else:
        sh += ["Lives with ", c.t("mum"), " ", c.mother.fn(), pick(rng, [[" and dad ", c.father.fn()], ""]), " in ", c.addr.city,
               "; attends ", c.school, "."]
    n.ln("{x}", x=sh)
    n.ln("{x}", x=["NOK: ", pick(rng, [[c.mother.full(), " (mother)"], [c.partner.full(), " (partner)"], [c.father.full(), " (father)"]]), " ", c.mum_mob])
    n.ln()
    n.ln("O/E: " + cm.vitals(c, ill=True))
    n.ln(pick(rng, ["Alert, distressed with pain. ", "Appears in pain, able to talk in sentences. "]) +
         pick(rng, ["Chest clear, no added sounds. ", "Reduced air entry R base. "]) +
         pick(rng, ["Abdomen soft, spleen not palpable. ", "Liver 2 cm below costal margin. "]) +
         pick(rng, ["Tender over lumbar spine, no swelling. ", "Both knees warm, no effusion. "]) +
         "GCS 15/15, no focal neurology. " + ("Pain score %d/10." % rng.randint(6, 10) if adult else
                                               "Wong-Baker FACES %d/10." % pick(rng, [6, 8, 10])))
    n.ln()
    n.ln("Ix: " + ", ".join(cm.lab_items(c, rng.randint(6, 9))))
    n.ln("{x}", x=["Group and save sent (sample " if not c.us else "Type and screen sent (sample ", phi.accession(rng, "bb"), "); blood cultures ", pick(rng, ["sent", "not indicated", "x2 sent"]),
                   ". CXR: %s" % pick(rng, ["clear", "no consolidation", "subtle R basal shadowing - repeat if symptoms", "cardiomegaly, no infiltrate"])])
    if chance(rng, 0.35):
        n.ln("{x}", x=["Imaging accession ", phi.accession(rng, "rad"), "."])
    n.ln()
    n.ln("Impression: %s" % pick(rng, ["uncomplicated vaso-occlusive crisis", "VOC; early ACS not excluded", "painful crisis with fever - ?infection",
                                       "acute painful episode; thal patient with bone pain - ?EMH" if c.group == "thal" else "VOC, dehydration"]))
    n.ln()
    n.ln("Plan:")
    first = rng.randint(12, 55)
    fm = ah * 60 + am + first
    plan = ["Analgesia: %s given at %02d:%02d (%d min after arrival)" % (pick(rng, ["morphine 10 mg SC", "oxycodone 10 mg PO", "IN diamorphine 0.1 mg/kg",
                                                                           "IN fentanyl 1.5 mcg/kg", "morphine 0.1 mg/kg IV"]), (fm // 60) % 24, fm % 60, first),
            "%s PCA (1 mg bolus, 5 min lockout), naloxone prescribed" % pick(rng, ["Morphine", "Oxycodone"]),
            "IV fluids %d ml/h, strict fluid balance" % rng.randint(60, 125),
            "Incentive spirometry 10x/h while awake",
            "Obs 1-hourly, sedation and pain scores; SpO2 target 94-98%",
            "Regular %s, laxatives, antiemetic" % c.t("para"),
            "VTE prophylaxis: enoxaparin 40 mg od" if adult else "Play specialist / distraction",
            "Inform haematology team in the morning"]
    for i, k in enumerate(sorted(rng.sample(range(len(plan)), rng.randint(4, 7)))):
        n.ln("%d. %s" % (i + 1, plan[k]))
    if chance(rng, 0.4):
        n.ln("{x}", x=["Discussed with ", cons.t_last(rng, c.country, dr=True), " by phone at %s - agrees." % _tm(rng)])
    n.ln()
    n.ln("{x}", x=[pick(rng, ["Signed: ", "", "Dr "]), reg.full(), pick(rng, [" (%s)" % c.t("reg"), ", %s" % cm.grade(c)]),
                   pick(rng, [["  ", cm.lic_seg(c)], ""]), "  ", c.date(arr, ["num", "num2", "iso"]), " %s" % _tm(rng)])
    if chance(rng, 0.35):
        n.ln("{x}", x=["Scribe: ", fy.full(), " (", pick(rng, [cm.grade(c, junior=True), "medical student"]), ")"])
    if c.us or chance(rng, 0.25):
        cm.ehr_footer(n, c, reg, ip_p=0.3)
    return n


# ---------------------------------------------------------------- discharge summary
def discharge_summary(c):
    rng = c.rng
    n = Note(c.lower)
    cons = c.doc("cons")
    jr = c.doc("fy")
    gp = c.doc("gp")
    adm = c.enc
    los = rng.randint(2, 14)
    dis = phi.add_days(adm, los)
    dx = pick(rng, [("Acute chest syndrome", "acs"), ("Vaso-occlusive crisis", "voc"), ("Acute splenic sequestration", "seq"),
                    ("Transient red cell aplasia (parvovirus B19)", "apl"), ("Fever in a patient with sickle cell disease", "fev"),
                    ("Priapism", "pri")] if c.group == "scd" else
               [("Transfusion reaction (febrile non-haemolytic)", "ftr"), ("Yersinia enterocolitica sepsis on deferoxamine" if c.us
                                                                          else "Yersinia enterocolitica sepsis on desferrioxamine", "yer"),
                ("Heart failure secondary to iron overload", "hf"), ("Delayed haemolytic transfusion reaction", "dhtr")])
    title, key = dx
    if key == "pri" and c.sex == "F":
        title, key = "Vaso-occlusive crisis", "voc"
    n.ln(pick(rng, ["DISCHARGE SUMMARY", "Inpatient Discharge Summary", "Discharge Letter", "HOSPITAL DISCHARGE SUMMARY"]))
    n.ln("{x}", x=[c.hosp, ", ", c.ward])
    n.ln()
    n.ln("{x}", x=["Patient: ", pick(rng, [c.pt.LF(), c.pt.full()]), "   DOB: ", c.dob_s(), "   Sex: ", c.sex])
    n.ln("{x}", x=["MRN: ", c.mrn, "   ", c.hlab, ": ", c.hno, pick(rng, [["   ", c.acct_lab, ": ", c.acct], ""])])
    n.ln("{x}", x=["Address: ", c.addr.lines(rng, oneline=True)])
    if c.ssn and chance(rng, 0.45):
        n.ln("{x}", x=[c.ssn_lab, ": ", c.ssn, pick(rng, ["", "   (verified)", "   Marital status: %s" % pick(rng, ["single", "married", "partnered"])])])
    n.ln("{x}", x=["Admitted: ", c.date(adm, ["num", "long", "dmon", "iso"]), "   Discharged: ", c.date(dis, ["num", "long", "dmon", "iso"]),
                   "   LOS: %d days" % los])
    n.ln("{x}", x=["Consultant: ", cons.t_full(rng, c.country, dr=True), "   ", c.t("gp").upper() if c.country != "CA" else "Family MD", ": ",
                   gp.t_full(rng, c.country, dr=True), ", ", c.gp_practice])
    n.ln()
    icd = {"acs": "D57.01" if c.us else "D57.0", "voc": "D57.00" if c.us else "D57.0", "seq": "D57.02" if c.us else "D57.0",
           "apl": "D60.9", "fev": "R50.9", "pri": "N48.3", "ftr": "T80.8", "yer": "A04.6", "hf": "I50.9", "dhtr": "T80.3"}[key]
    n.ln("Principal diagnosis: " + c.sp(title) + pick(rng, [" (ICD-10 %s)" % icd, " [%s]" % icd, ""]))
    n.ln("Background: " + c.glong)
    n.ln()
    n.ln(pick(rng, ["Hospital course", "Clinical summary", "Summary of admission"]))
    d2 = phi.add_days(adm, rng.randint(1, max(1, los - 1)))
    body = [pt_intro(c), " was admitted via ", c.t("ed"), " on ", c.date(adm, ["wk_long", "long", "dmlong", "num"])]
    if key == "acs":
        body += [" with a painful crisis. On ", c.date(d2, ["wk_dm", "dmlong", "num", "wk_short"]),
                 " %s developed fever %.1f, SpO2 %d%% on air and new %s consolidation on CXR. " % (
                     c.he(), rng.uniform(38.0, 39.5), rng.randint(84, 91), pick(rng, ["left lower lobe", "bilateral basal", "right middle lobe"])),
                 "Treated with IV %s and clarithromycin, oxygen and incentive spirometry. " % pick(rng, ["co-amoxiclav", "ceftriaxone", "cefotaxime"]),
                 pick(rng, ["A simple top-up transfusion of %d units was given" % rng.randint(1, 2),
                            "Automated red cell exchange was performed on the %s" % pick(rng, ["HDU", "Apheresis Unit"])]),
                 " (HbS fell to %d%%). " % rng.randint(12, 35)]
        if chance(rng, 0.5):
            body += ["Transferred to HDU bed ", P("LOCATION_OTHER", str(rng.randint(1, 12))), " for %d nights. " % rng.randint(1, 4)]
    elif key == "seq":
        body += [" with pallor and an enlarging spleen (%d cm below costal margin); Hb %s from baseline %s. " % (rng.randint(4, 12), c.hb(rng.randint(40, 55)), c.hb(rng.randint(75, 90))),
                 "Given %d ml/kg packed red cells; spleen regressed. Parents taught to palpate the spleen. " % rng.randint(5, 10)]
    elif key == "apl":
        body += [" with lethargy and Hb %s, retics <10. Parvovirus B19 IgM positive. Transfused 1 unit. Siblings screened. " % c.hb(rng.randint(38, 55))]
    elif key == "pri":
        body += [" with a %d-hour episode of priapism. Aspiration and phenylephrine irrigation by urology. " % rng.randint(3, 8)]
    elif key in ("voc", "fev"):
        body += [" with %s. Managed with %s PCA, weaned to oral analgesia by day %d. " % (
            "pain in the " + cm.pain_sites(rng) if key == "voc" else "temperature of %.1f" % rng.uniform(38.0, 39.8),
            pick(rng, ["morphine", "oxycodone"]), rng.randint(2, 5)),
            pick(rng, ["Blood cultures negative at 48 h. ", "CRP peaked at %d. " % rng.randint(40, 200), ""])]
    else:
        body += [" %s. " % pick(rng, ["with rigors and abdominal pain; Yersinia grown from blood cultures; chelation suspended",
                                      "with breathlessness and ankle oedema; echo EF %d%%, cardiac T2* %d ms" % (rng.randint(30, 50), rng.randint(5, 10)),
                                      "with fever and rigors 30 minutes into a transfusion; unit returned to the lab",
                                      "%d days after transfusion with dark urine and jaundice; DAT (Coombs) positive, new anti-Jk(b) identified" % rng.randint(5, 12)])]
    n.ln("{x}", x=body)
    n.ln()
    if chance(rng, 0.6):
        n.ln("Blood products")
        for _ in range(rng.randint(1, 3)):
            n.ln("{x}", x=["Unit ", phi.accession(rng, "din"), "  %s  %s  issued " % (pick(rng, ["O RhD neg", "O RhD pos", "A RhD pos", "B RhD pos"]),
                                                                                   pick(rng, ["R1R1 K-", "rr K-", "R1r K- Fy(a-)", "R2r K- Jk(b-)"])),
                           c.date(d2 if key == "acs" else adm, ["num", "dmon"]), " %s" % _tm(rng)])
        if chance(rng, 0.4):
            n.ln("{x}", x=["Bedside check by palm-vein scan, biometric ID ", phi.bioid(rng), "."])
        n.ln()
    n.ln("Discharge medication")
    for m in cm.meds(c, rng.randint(3, 5)):
        n.ln("- " + m)
    if chance(rng, 0.5):
        n.ln("- %s (%d days supply, then stop)" % (pick(rng, ["oral amoxicillin 500 mg tds", "oxycodone 5 mg prn", "codeine 30 mg qds prn"]), rng.randint(3, 7)))
    n.ln()
    n.ln("Follow-up")
    n.ln("{x}", x=["- Haematology clinic ", c.date(c.after(los + 10, los + 60), ["long", "num", "wk_long"]),
                   pick(rng, [[" with ", cons.t_last(rng, c.country, dr=True)], ""])])
    n.ln("{x}", x=["- %s: please repeat FBC in 1 week and review %s" % (c.t("gp"), pick(rng, ["analgesia", "antibiotics", "mood", "chest"]))])
    if chance(rng, 0.5):
        n.ln("{x}", x=["- Community nurse ", c.doc("cns").full(), " to phone on ", c.date(phi.add_days(dis, rng.randint(1, 4)), ["wk_dm", "dmlong", "wk_short"])])
    n.ln()
    n.ln("{x}", x=["Information given to ", pick(rng, [c.pt.fn(), [c.pt.fn(), " and ", c.parent().fn()]]),
                   "; understands when to return. %s." % (pick(rng, ["Fit note not required", "Fit note %d days" % rng.randint(5, 14)]) if not c.child
                                                          else pick(rng, ["School letter given", "School absence letter provided"]))])
    n.ln()
    n.ln("{x}", x=["Completed by: ", jr.t_full(rng, c.country, dr=True), " (%s) " % cm.grade(c, junior=True),
                   pick(rng, [["bleep ", c.bleep()], ["pager ", c.bleep()], ""]), "  ", c.date(dis, ["num", "num2"])])
    n.ln("{x}", x=["Approved: ", cons.t_full(rng, c.country, dr=True)])
    if chance(rng, 0.5):
        n.ln("{x}", x=["Copy to: ", gp.t_full(rng, c.country, dr=True), " (fax ", c.fax(), ")", pick(rng, [["; ", c.pt.fn()], ""])])
    if c.us or chance(rng, 0.3):
        cm.ehr_footer(n, c, jr, ip_p=0.35, d=dis)
    return n


def pt_intro(c):
    rng = c.rng
    return pick(rng, [[c.pt.fn(), " (", c.age_s(pick(rng, ["yo", "yo_tight", "y/o", "sex_tight"])), ")"],
                      [c.pt.fn(), ", a ", c.age_s("year-old"), " %s," % ("girl" if c.sex == "F" and c.child else "boy" if c.child else
                                                                       "woman" if c.sex == "F" else "man")],
                      [c.pt.t_last(rng, c.country)] if not c.child else [c.pt.fn()]])

"""Genres: oncology new patient consult, chemotherapy day-unit record, radiotherapy summary."""
from common import ph
import blocks as B
import clin as C
import pools as P


def pick_dx(c, kinds=("solid", "haem"), keys=None):
    opts = [d for d in C.DX if d["kind"] in kinds and d["sex"] in ("A", c.pt.sex) and (keys is None or d["key"] in keys)]
    return c.r.choice(opts)


def pr(c):
    return ("she", "her", "She", "Her") if c.pt.sex == "F" else ("he", "his", "He", "His")


def lab_table(n, c, rows, style=None):
    r = c.r
    s = style or r.choice(["grid", "inline", "pipe"])
    if s == "inline":
        n.t(", ".join("%s %s%s" % (a, v, (" " + f) if f else "") for a, v, u, ref, f in rows) + ".\n")
        return
    if s == "pipe":
        n.t("| Test | Result | Units | Ref |\n|---|---|---|---|\n")
        for a, v, u, ref, f in rows:
            n.t("| %s | %s%s | %s | %s |\n" % (a, v, (" " + f) if f else "", u, ref))
        return
    n.t("%-8s %-9s %-14s %s\n" % ("Test", "Result", "Units", "Range"))
    for a, v, u, ref, f in rows:
        n.t("%-8s %-9s %-14s %s\n" % (a, v + ((" " + f) if f else ""), u, ref))


def consult(c, n):
    r = c.r
    d = pick_dx(c)
    she, her, She, Her = pr(c)
    haem = d["kind"] == "haem"
    dept = r.choice(["Division of Hematology", "Haematology Clinic", "Malignant Haematology"] if haem else
                    ["Department of Medical Oncology", "Medical Oncology Clinic", "Systemic Therapy Program"])
    B.letterhead(n, c, dept)
    n.t(r.choice(["NEW PATIENT CONSULTATION", "CONSULTATION NOTE - NEW REFERRAL", "New Patient Clinic Letter",
                  "INITIAL CONSULTATION"]) + "\n\n")
    n.f("Date of visit: {d}\n", d=c.D(c.visit))
    if r.random() < 0.5:
        n.f("Encounter #: {a}\n", a=ph(c.account(), "ACCOUNT"))
    B.banner(n, c)
    if r.random() < 0.3:
        n.f("{sl}: {s}\n", sl=c.ssn_label(), s=ph(c.ssn(), "SSN"))
    n.t("Referring physician: ")
    n.seg(c.nm(c.gp, "DOCTOR", r.choice(["dr_full", "dr_init"])))
    n.f(", {pr} (tel {t}, fax {f})\n", pr=ph(c.gp_practice, "HOSPITAL"), t=ph(c.gp_phone, "PHONE"), f=ph(c.gp_fax, "FAX"))
    rel = r.choice(C.rel_options(c.pt.age, r.choice("FM")))
    fam = c.relative(rel)
    if r.random() < 0.6:
        n.f("Seen with: {rel}, {f}\n", rel=rel, f=c.nm(fam, "FAMILY", "full"))
    n.t("\nREASON FOR REFERRAL\n")
    n.f("{a}-year-old {sx} with newly diagnosed {dx}, referred for an opinion regarding {what}.\n\n", a=ph(str(c.pt.age), "AGE"),
        sx="woman" if c.pt.sex == "F" else "man", dx=d["dx"],
        what=r.choice(["systemic therapy", "adjuvant treatment", "first-line management", "treatment options"]))
    n.t("HISTORY OF PRESENTING ILLNESS\n")
    t0 = c.days(c.visit, -r.randint(45, 160))
    t1 = c.days(t0, r.randint(5, 20))
    t2 = c.days(t1, r.randint(5, 25))
    t3 = c.days(t2, r.randint(5, 20))
    n.seg(c.P(r.choice(["title", "first", "title"])))
    n.f(" {fn} {pres} in {m}. {She} saw ", fn=r.choice(["presented with", "first developed", "reports onset of"]), pres=d["present"],
        m=c.D(t0, r.choice(["my", "my_abbr"])), She=She)
    n.seg(c.nm(c.gp, "DOCTOR", "dr_last"))
    n.f(" on {d1}, who arranged {inv}. ", d1=c.D(t1), inv=r.choice(["a CT chest/abdomen/pelvis", "an urgent ultrasound and CT",
                                                                     "bloods and an urgent suspected-cancer referral", "a PET-CT"]))
    n.f("Imaging at {h} on {d2} showed {img}. ", h=ph(c.H2, "HOSPITAL"), d2=c.D(t2),
        img=r.choice(C.IMG[d["key"]]))
    acc = c.accession(None, t3)
    stage, mk = r.choice(d["stage"]), r.choice(d["markers"])
    bx = {"lung": ["EBUS-TBNA", "CT-guided core biopsy"], "panc": ["EUS-guided fine-needle biopsy"], "crc": ["Colonoscopic biopsy"],
          "breast": ["Ultrasound-guided core biopsy"], "prostate": ["Transperineal prostate biopsy"], "hn": ["Ultrasound-guided FNA and tonsil biopsy"],
          "ovary": ["CT-guided omental biopsy"], "gbm": ["Stereotactic biopsy"], "myeloma": ["Bone marrow biopsy"], "aml": ["Bone marrow aspirate"],
          "mds": ["Bone marrow biopsy"], "cml": ["Bone marrow aspirate"], "cll": ["Peripheral blood flow cytometry"]}.get(d["key"], ["Excision lymph node biopsy",
                                                                                                                              "Core biopsy of a cervical node"])
    n.f("{bx} on {d3} (specimen {acc}) confirmed {dx}. {mk}.\n", bx=r.choice(bx), d3=c.D(t3), acc=ph(acc, "IDNUM"), dx=d["dx"], mk=mk)
    n.f("Stage: {st}. ", st=stage)
    n.f("Discussed at the {mdt} on {d4}; consensus for {rec}.\n\n", mdt=d["mdt"], d4=c.D(c.days(t3, r.randint(3, 12)), r.choice([None, "wd"])),
        rec=r.choice(["systemic therapy", "first-line therapy", {"aml": "intensive induction", "cml": "tyrosine kinase inhibitor therapy",
                                                                 "mds": "hypomethylating therapy", "myeloma": "induction then autologous transplant"}.get(
                                                                     d["key"], "chemo-immunotherapy")] if haem else
                     ["systemic therapy", "neoadjuvant treatment followed by surgery", "palliative systemic therapy", "combined modality treatment"]))
    n.f("Currently {She} reports {sym}. ECOG {e}.\n\n", She=she,
        sym=r.choice(["fatigue and reduced appetite, weight down 4 kg", "intermittent night sweats", "mild pain controlled with paracetamol",
                      "no B symptoms", "breathlessness on one flight of stairs"]), e=C.ecog(r))
    n.t("PAST MEDICAL HISTORY\n")
    B.pmh_lines(n, c)
    n.t("\nMEDICATIONS\n")
    for m in r.sample(C.MEDS, r.randint(1, 6)):
        n.t("- " + m + "\n")
    n.t("\nALLERGIES: " + r.choice(C.ALLERGIES) + "\n\n")
    n.t("FAMILY HISTORY\n")
    B.fam_hx(n, c)
    n.t("\nSOCIAL HISTORY\n")
    B.social(n, c)
    n.t("\nREVIEW OF SYSTEMS\n" + r.choice([
        "Negative for chest pain, haemoptysis, headache, visual change, urinary or bowel symptoms other than as above.",
        "Otherwise unremarkable. No fevers. No bone pain. No focal neurological symptoms.",
        "Positive for fatigue. Denies dyspnoea, cough, dysphagia, abdominal pain."]) + "\n\n")
    v = C.vitals(r)
    n.t("PHYSICAL EXAMINATION\n")
    n.t("BP %s, HR %d, RR %d, T %.1f C, SpO2 %d%% RA. Weight %.1f kg, height %d cm, BSA %.2f m2.\n"
        % (v["bp"], v["hr"], v["rr"], v["t"], v["spo2"], v["w"], v["h"], C.bsa(v["h"], v["w"])))
    n.t(r.choice(["Alert, well-appearing. ", "Thin, mildly pale. ", "Comfortable at rest. "]) +
        r.choice(["No cervical, supraclavicular or axillary lymphadenopathy. ", "2 cm firm left supraclavicular node (Virchow's node). ",
                  "Bilateral cervical nodes up to 3 cm, rubbery. "]) +
        r.choice(["Chest clear. HS normal. ", "Reduced air entry right base. ", "Chest clear, no added sounds. "]) +
        r.choice(["Abdomen soft, no hepatosplenomegaly.", "Spleen palpable 4 cm below costal margin.", "Liver edge 2 cm, non-tender."]) + "\n\n")
    n.f("INVESTIGATIONS ({d})\n", d=c.D(c.days(c.visit, -r.randint(1, 10))))
    fb = C.fbc(r, {"aml": "aml", "cll": "cll", "cml": "cml", "mds": "pancyto"}.get(d["key"], "normal"))
    lab_table(n, c, [fb[i] for i in (0, 2, 4, 8, 9)])
    ch = C.chem(r)
    lab_table(n, c, [(a, str(b), u, rr, "") for a, b, u, rr in r.sample(ch, 5)], "inline")
    n.t("\nIMPRESSION\n")
    n.f("{a} yo {sx}, {dx}, {st}. {mk}.\n", a=ph(str(c.pt.age), "AGE"), sx="F" if c.pt.sex == "F" else "M", dx=d["short"], st=stage, mk=mk)
    rk = r.choice(d["regimens"])
    name, b, rows = C.dose_rows(rk, v["h"], v["w"], c.pt.age, 80, c.pt.sex)
    n.t("\nPLAN\n")
    n.t("1. Recommend %s. Benefits, common and serious toxicities (including %s, %s and a %d%% risk of febrile neutropenia) discussed; "
        "written consent obtained.\n" % (name, r.choice(C.TOX), r.choice(C.TOX), r.choice([5, 10, 15, 20])))
    if all(x[3].startswith("PO") or x[3].startswith("SC") for x in rows):
        n.f("2. Oral/SC therapy teaching with the pharmacist on {d}; adherence diary given.\n", d=c.D(c.days(c.visit, r.randint(1, 7)), r.choice([None, "wd", "dm"])))
    else:
        n.f("2. {acc} to be inserted at {h}; booking requested for {d}.\n", acc=r.choice(["Port-a-Cath", "PICC line", "Hickman line"]),
            h=ph(r.choice([c.H, c.H2]), "HOSPITAL"), d=c.D(c.days(c.visit, r.randint(3, 12)), r.choice([None, "wd", "dm"])))
    k = 3
    if r.random() < 0.5 and d["key"] not in ("cml", "mds", "aml", "cll"):
        n.t("3. Referral to Radiation Oncology (")
        n.seg(c.Dr("radonc"))
        n.t(") for consideration of %s RT.\n" % ("consolidation" if haem else r.choice(["adjuvant", "neoadjuvant", "palliative"])))
    else:
        n.t("3. Genetics referral sent; germline panel offered.\n")
    if r.random() < 0.5:
        k += 1
        n.f("4. Potentially eligible for a clinical trial; patient information at {u}. Research nurse ", u=ph(c.url("trial"), "URL"))
        n.seg(c.nm(c.clin("coord"), "DOCTOR", "full"))
        n.f(" ({t}) will call.\n", t=ph(c.ext(c.hphone), "PHONE"))
    n.f("{k}. Start C1D1 on {d}; pre-chemo bloods 48 h prior. Follow-up in clinic on {d2}.\n", k=k + 1,
        d=c.D(c.days(c.visit, r.randint(7, 16))), d2=c.D(c.days(c.visit, r.randint(21, 35)), r.choice([None, "wd_full"])))
    if r.random() < 0.4:
        n.f("Patient portal access set up: {u}\n", u=ph(c.url("portal"), "URL"))
    n.t("\n" + r.choice(["Total time 60 minutes, more than half in counselling.\n\n", "\n", "Seen with the oncology fellow.\n\n"]))
    B.signature(n, c, "haem" if haem else "onc", r.choice(["Staff Hematologist", "Consultant Haematologist", "Hematologist"] if haem else
                                                          ["Consultant Medical Oncologist", "Medical Oncologist", "Staff Medical Oncologist"]))
    if r.random() < 0.6:
        B.dictation(n, c, "haem" if haem else "onc")
    n.t("\ncc: ")
    B.gp_address_block(n, c)


def iv_regs(d):
    return [k for k in d["regimens"] if any(x[3].startswith("IV") or x[3].startswith("CIV") for x in C.REG[k][1])]


def chemo_dayunit(c, n):
    r = c.r
    d = c.r.choice([x for x in C.DX if x["sex"] in ("A", c.pt.sex) and iv_regs(x)])
    she, her, She, Her = pr(c)
    rk = r.choice(iv_regs(d))
    v = C.vitals(r)
    age = c.pt.age
    cr = r.randint(55, 110)
    red = r.choice([100, 100, 100, 80, 75])
    name, b, rows = C.dose_rows(rk, v["h"], v["w"], age, cr, c.pt.sex, red)
    n.f("{H} - {U}\n", H=ph(c.H, "HOSPITAL"), U=ph(c.unit, "HOSPITAL"))
    n.t(r.choice(["SACT ADMINISTRATION RECORD", "CHEMOTHERAPY TREATMENT RECORD", "Systemic Therapy Day Unit - Nursing Record",
                  "DAY UNIT TREATMENT NOTE"]) + "\n")
    n.f("Date: {d}   Chair: {ch}   ", d=c.D(c.visit, r.choice([None, "wd_full"])), ch=ph(str(r.randint(1, 28)), "LOCATION_OTHER"))
    if r.random() < 0.5:
        n.f("Pod: {pod}", pod=ph(r.choice("ABCDEF") + str(r.randint(1, 4)), "LOCATION_OTHER"))
    n.t("\n")
    if r.random() < 0.4:
        n.f("Visit no.: {a}\n", a=ph(c.account(), "ACCOUNT"))
    B.banner(n, c, extra_addr=False)
    n.t("Consultant: ")
    n.seg(c.Dr("onc"))
    n.t("    Named nurse: ")
    n.seg(c.nm(c.clin("nurse"), "DOCTOR", r.choice(["full", "first"])))
    cyc = r.randint(2, 8)
    prev = c.days(c.visit, -r.choice([14, 21, 28]))
    n.f("\nDiagnosis: {dx}   Intent: {it}\nRegimen: {reg}   Cycle {cy} Day 1   (previous cycle {pd})\n", dx=d["dx"],
        it=r.choice(["adjuvant", "neoadjuvant", "palliative", "curative"]), reg=name, cy=cyc, pd=c.D(prev))
    n.t("Ht %d cm  Wt %.1f kg  BSA %.2f m2%s\n" % (v["h"], v["w"], b, "" if red == 100 else "  ** dose reduced to %d%% (prior toxicity) **" % red))
    n.t("Identity confirmed (name, DOB, %s) by " % ("hospital number" if c.uk else "MRN"))
    n.seg(c.nm(c.clin("nurse"), "DOCTOR", "init"))
    n.t(" and ")
    n.seg(c.nm(c.clin("nurse2"), "DOCTOR", "init"))
    if r.random() < 0.35:
        n.f("; palm-vein biometric match {bio}", bio=ph(c.bioid(), "BIOID"))
    n.t(".\n\nPRE-TREATMENT ASSESSMENT\n")
    fb = C.fbc(r)
    n.f("Bloods ({bd}): ", bd=c.D(c.days(c.visit, -r.randint(1, 2)), r.choice([None, "dm"])))
    n.t("Hb %s, WBC %s, ANC %s, Plt %s, creat %d, bili %d, ALT %d. %s\n" % (fb[2][1], fb[0][1], fb[9][1], fb[8][1], cr, r.randint(4, 19),
                                                                       r.randint(10, 45), r.choice(["OK to proceed.", "Within parameters; proceed.",
                                                                                                      "Parameters met per protocol."])))
    tx = r.sample(C.TOX[:11], 3)
    n.t("Toxicity (CTCAE v5.0): %s G%d, %s G%d, %s G%d. " % (tx[0], r.randint(0, 2), tx[1], r.randint(0, 1), tx[2], r.randint(0, 2)))
    n.t("Obs: BP %s, P %d, T %.1f, SpO2 %d%%, NEWS2 %d.\n" % (v["bp"], v["hr"], v["t"], v["spo2"], r.randint(0, 2)))
    if r.random() < 0.65:
        n.f("Access: {dev} (SN {sn}) accessed with 20G Huber needle, good blood return, flushed 10 mL NS.\n",
            dev=r.choice(["implanted port", "PowerPort", "Port-a-Cath"]), sn=ph(c.device_sn(), "DEVICE"))
    else:
        n.t("Access: %s, %s.\n" % (r.choice(["PICC right basilic, 4 Fr", "22G cannula left forearm", "Hickman line"]),
                                    r.choice(["patent", "flushes easily", "blood return present"])))
    if r.random() < 0.5:
        n.t("Prescription clinically screened by ")
        n.seg(c.nm(c.clin("pharm"), "DOCTOR", r.choice(["full", "cred"])))
        body, num = c.licence("pharm")
        n.f(" ({b} {num})", b=body, num=ph(num, "LICENSE"))
        n.t(".\n")
    n.t("\nADMINISTRATION\n")
    n.t("%-20s %-18s %-10s %-13s %-22s %-9s %-6s %s\n" % ("Drug", "Dose basis", "Dose", "Route", "Diluent", "Duration", "Start", "Chk"))
    hh = r.randint(9, 11)
    mm = 0
    n1, n2 = c.clin("nurse"), c.clin("nurse2")
    for drug, per, dose, route, dil, dur in rows:
        n.t("%-20s %-18s %-10s %-13s %-22s %-9s %02d:%02d  " % (drug, per, dose, route, dil[:22], dur, hh, mm))
        n.f("{a}/{b}\n", a=ph(c.initials(n1), "DOCTOR"), b=ph(c.initials(n2), "DOCTOR"))
        mm += r.choice([15, 30, 45])
        if mm >= 60:
            hh, mm = hh + 1, mm - 60
    n.t("Pre-medication: %s; %s.\n" % (r.choice(["ondansetron 8 mg PO", "granisetron 1 mg IV", "palonosetron 0.25 mg IV"]),
                                       r.choice(["dexamethasone 12 mg IV", "dexamethasone 8 mg PO", "chlorphenamine 10 mg IV + paracetamol 1 g PO"])))
    if not any("pump" in x[3] for x in rows):
        if r.random() < 0.35:
            n.f("Volumetric pump: {m} SN {sn}.\n", m=r.choice(["BD Alaris GP", "Sigma Spectrum", "Baxter Novum IQ"]), sn=ph(c.device_sn(), "DEVICE"))
    else:
        n.f("Ambulatory infusion device: {m} SN {sn}, programmed by {nn}; disconnect booked {d}.\n",
            m=r.choice(["CADD-Solis", "elastomeric (Baxter LV5)", "BodyGuard 323"]), sn=ph(c.device_sn(), "DEVICE"),
            nn=c.nm(c.clin("nurse2"), "DOCTOR", "full"), d=c.D(c.days(c.visit, 2), r.choice(["wd", "wd_short", None])))
    n.t("\nOUTCOME\n")
    n.t(r.choice(["Tolerated well, no infusion reaction. ", "Grade 1 flushing during rituximab; rate halved, resolved. ",
                  "Mild cold dysaesthesia during oxaliplatin. ", "No adverse events. "]))
    n.t("Discharged at %02d:%02d with %s. Neutropenic sepsis advice and alert card given.\n" % (min(hh + r.randint(1, 3), 19), r.randint(0, 59),
                                                                                                  ", ".join(r.sample(C.SUPPORT, 2))))
    n.f("24-h acute oncology line: {t}\n", t=ph(c.phone(), "PHONE"))
    if r.random() < 0.2:
        n.f("Patient asked to avoid treatment over {hol}; ", hol=ph(r.choice(["Christmas", "Christmas Eve", "Boxing Day", "New Year's Day", "Easter Monday",
                                                                               "Thanksgiving" if not c.uk else "Spring Bank Holiday",
                                                                               "Canada Day" if not c.uk else "Hogmanay", "Diwali", "Eid"]), "DATE"))
        n.t("schedule adjusted. ")
    n.f("Next: C{cy}D1 on {d}; bloods {bd} at {where}.\n", cy=cyc + 1, d=c.D(c.days(c.visit, r.choice([14, 21, 28]))),
        bd=c.D(c.days(c.visit, r.choice([12, 19, 26])), r.choice(["dm", "wd", None])),
        where=ph(r.choice([c.gp_practice, c.H, c.H2]), "HOSPITAL"))
    if r.random() < 0.4:
        rel = r.choice(["husband", "daughter", "son", "wife", "neighbour", "friend"])
        n.f("Escort home: {rel} {f} (mobile {m}).\n", rel=rel, f=c.nm(c.relative(rel), "FAMILY", r.choice(["first", "full"])),
            m=ph(c.mobile(c.ptown), "PHONE"))
    n.t("\n")
    B.signature(n, c, "nurse", r.choice(["Chemotherapy Nurse", "SACT Nurse", "Oncology RN"]), lic=r.random() < 0.4, contact=False)
    if r.random() < 0.7:
        B.ehr_footer(n, c, "nurse")


def rt_summary(c, n):
    r = c.r
    d = pick_dx(c)
    she, her, She, Her = pr(c)
    B.letterhead(n, c, r.choice(["Radiation Oncology", "Department of Clinical Oncology - Radiotherapy", "Radiation Therapy Program"]))
    n.t(r.choice(["RADIATION TREATMENT SUMMARY", "RADIOTHERAPY END OF TREATMENT SUMMARY", "Radiotherapy Completion Summary"]) + "\n\n")
    B.banner(n, c)
    n.t("Radiation oncologist: ")
    n.seg(c.Dr("radonc"))
    n.t("\nMedical oncologist: ")
    n.seg(c.Dr("onc"))
    n.t("\nFamily physician/GP: ")
    n.seg(c.nm(c.gp, "DOCTOR", r.choice(["dr_full", "dr_last"])))
    n.f(" ({pr})\n\n", pr=ph(c.gp_practice, "HOSPITAL"))
    n.f("Diagnosis: {dx}, {st}\n", dx=d["dx"], st=r.choice(d["stage"]))
    n.t("Intent: %s\n\n" % (r.choice(["radical", "curative (definitive chemoradiation)"]) if d["key"] in ("hn", "lung") else
                              r.choice(["radical", "palliative", "adjuvant", "consolidation"])))
    n.t("COURSE\n")
    n.t("%-28s %-8s %-7s %-11s %-13s %-13s %s\n" % ("Site", "Tech", "Energy", "Dose/#", "Start", "End", "Days"))
    start = c.days(c.visit, -r.randint(20, 60))
    for site, dose, fr in r.sample(d["rt"], min(len(d["rt"]), r.randint(1, 2))):
        dur = int(fr * 7 / 5) - 1 if fr > 1 else 0
        end = c.days(start, dur)
        n.t("%-28s %-8s %-7s %-11s " % (site, r.choice(["VMAT", "IMRT", "3DCRT", "SABR", "VMAT"]), r.choice(["6 MV", "10 MV", "6X FFF", "6 MV"]),
                                          "%g Gy/%d" % (dose, fr)))
        n.f("{s}   {e}   {dd}\n", s=c.D(start), e=c.D(end), dd=str(dur + 1))
        start = c.days(end, r.randint(1, 3))
    n.f("\nTreatment unit: {m}, {bunker}. Image guidance: {ig}.\n", m=r.choice(["Varian TrueBeam", "Elekta Versa HD", "Halcyon", "Elekta Synergy"]),
        bunker=["Bunker ", ph(str(r.randint(1, 8)), "LOCATION_OTHER")] if r.random() < 0.5 else ["room ", ph("LA" + str(r.randint(1, 9)), "LOCATION_OTHER")],
        ig=r.choice(["daily CBCT", "kV orthogonal pairs daily + weekly CBCT", "surface guidance (AlignRT) + CBCT", "MV portal imaging"]))
    if r.random() < 0.5:
        n.f("Patient identification at each fraction by palm-vein scan (template ID {b}) plus photo check.\n", b=ph(c.bioid(), "BIOID"))
    if d["kind"] == "solid" and r.random() < 0.35:
        n.f("Cardiac device: {m} SN {sn}. Cardiac physiology check {dd}; max dose to device 0.8 Gy (low risk).\n",
            m=r.choice(["dual-chamber pacemaker", "ICD", "CRT-D", "loop recorder"]), sn=ph(c.device_sn(), "DEVICE"),
            dd=c.D(c.days(c.visit, -r.randint(1, 10))))
    if r.random() < 0.3:
        a = c.days(c.visit, -r.randint(8, 18))
        st = r.choice(["dm", None])
        n.f("Interruptions: missed fractions {a}{sep}{b} ({why}); compensated with a BID fraction.\n", a=c.D(a, st), sep="-" if st else " to ",
            b=c.D(c.days(a, 1), st), why=r.choice(["machine service", "admitted with neutropenic sepsis", "family bereavement"]))
    else:
        n.t("Interruptions: none.\n")
    if d["key"] in ("hn", "gbm", "lung") or r.random() < 0.2:
        n.t("Concurrent systemic therapy: %s.\n" % C.REG[r.choice(d["regimens"])][0])
    n.t("\nACUTE TOXICITY (CTCAE v5.0)\n")
    for t in r.sample(["radiation dermatitis", "fatigue", "mucositis", "oesophagitis", "dysphagia", "diarrhoea", "cystitis", "alopecia (in field)",
                       "nausea", "xerostomia"], 3):
        n.t("- %s: grade %d\n" % (t, r.randint(0, 3)))
    w0 = r.uniform(55, 100)
    n.t("Weight at start %.1f kg, at end %.1f kg.\n" % (w0, w0 - r.uniform(-0.5, 4.5)))
    if r.random() < 0.6:
        n.f("\nFree radiotherapy parking permit was issued for vehicle reg {v}; permit returned {dd}.\n", v=ph(c.vehicle(), "VEHICLE"),
            dd=c.D(c.visit))
    n.t("\nFOLLOW-UP\n")
    n.f("Review with ", )
    n.seg(c.Dr("radonc", r.choice(["dr_last", "dr_full"])))
    n.f(" on {d1} ({where}); {img} at 3 months.\n", d1=c.D(c.days(c.visit, r.randint(28, 60))),
        where=ph(r.choice([c.H, c.H2]), "HOSPITAL") if r.random() < 0.6 else "telephone",
        img={"prostate": "PSA", "gbm": "MRI brain", "hn": "PET-CT"}.get(d["key"], "PET-CT" if d["kind"] == "haem" else "CT chest/abdomen/pelvis"))
    n.t("Skin care and red-flag advice leaflet given. ")
    n.t("Plan checked by ")
    n.seg(c.nm(c.clin("phys"), "DOCTOR", r.choice(["full", "cred", "init"])))
    n.t("; treatment delivered by ")
    n.seg(c.nm(c.clin("rtt"), "DOCTOR", "full"))
    n.t(" and team.\n\n")
    B.signature(n, c, "radonc", r.choice(["Radiation Oncologist", "Consultant Clinical Oncologist", "Consultant Clinical Oncologist (Radiotherapy)"]))
    if r.random() < 0.4:
        B.dictation(n, c, "radonc")
    n.t("\ncc: ")
    B.gp_address_block(n, c)
    if r.random() < 0.3:
        n.t("cc: ")
        n.seg(c.P("title_full"))
        n.t(" (patient), ")
        n.seg(c.addr(c.paddr, "one"))
        n.t("\n")

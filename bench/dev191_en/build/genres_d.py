"""Genres: end-of-treatment letter to GP, stem cell transplant discharge summary, acute oncology assessment."""
from common import ph
from fmt import an
import blocks as B
import clin as C
import pools as P
from genres_a import pick_dx, pr, lab_table


SURG = {"breast": "Wide local excision and sentinel node biopsy", "crc": "Laparoscopic anterior resection", "lung": "Right upper lobectomy",
        "panc": "Whipple's procedure", "prostate": "Radical prostatectomy", "ovary": "Total abdominal hysterectomy, BSO and omentectomy",
        "gbm": "Debulking craniotomy", "hn": "Transoral robotic surgery and left neck dissection"}


def add_min(hhmm, k):
    h, m = [int(x) for x in hhmm.split(":")]
    t = (h * 60 + m + k) % (24 * 60)
    return "%02d:%02d" % (t // 60, t % 60)


def eot_letter(c, n):
    r = c.r
    d = pick_dx(c)
    she, her, She, Her = pr(c)
    haem = d["kind"] == "haem"
    B.letterhead(n, c, r.choice(["Haematology Department", "Clinical Haematology"] if haem else
                                ["Oncology Department", "Department of Oncology", "Cancer Centre"]))
    n.f("{d}\n\n", d=c.D(c.visit, r.choice([None, "dmy_long" if c.uk else "mdy_long"])))
    if r.random() < 0.5:
        n.f("Our ref: {a}/{i}   Clinic: {cl}\n\n", a=ph(c.clin("onc" if not haem else "haem").last[:3].upper() + c.digits(4), "IDNUM"),
            i=ph(c.initials(c.clin("transcr")).lower(), "DOCTOR"), cl=r.choice(["Breast FU", "Lymphoma late effects", "Survivorship", "GI Oncology"]))
    n.t("PRIVATE AND CONFIDENTIAL\n")
    B.gp_address_block(n, c)
    n.t("\nDear ")
    n.seg(c.nm(c.gp, "DOCTOR", "dr_last"))
    n.t(",\n\n")
    n.t("Re: ")
    n.seg(c.P(r.choice(["title_full", "full", "Lf"])))
    n.f(", DOB {dob}, {hl} {h}\n", dob=c.D(c.pt.dob), hl=c.hcn_label(), h=ph(c.hcn, "HEALTHPLAN"))
    n.t("     ")
    n.seg(c.addr(c.paddr, "one"))
    n.t("\n\n" + r.choice(["END OF TREATMENT SUMMARY", "Treatment Summary - completion of active treatment", "END-OF-TREATMENT LETTER"]) + "\n\n")
    n.f("Diagnosis: {dx} ({st}), diagnosed {dd}.\n", dx=d["dx"], st=r.choice(d["stage"]), dd=c.D(c.days(c.visit, -r.randint(200, 500)), r.choice(["my", None])))
    n.t("\nTreatment received:\n")
    t0 = c.days(c.visit, -r.randint(150, 420))
    if not haem and d["key"] in SURG and r.random() < 0.7:
        surg = c.clin("surg")
        n.f("- {op} at {h} on {d} (", op=SURG[d["key"]], h=ph(c.H2, "HOSPITAL"), d=c.D(t0))
        n.f("{t} {nm})\n", t="Mr" if c.uk and surg.sex == "M" else ("Ms" if c.uk else c.dr()), nm=ph(surg.last, "DOCTOR"))
        t0 = c.days(t0, r.randint(28, 50))
    rk = r.choice(d["regimens"])
    ncyc = r.randint(2, 3) if rk in ("CIS_RT", "TMZ") else r.randint(4, 8)
    t1 = c.days(t0, ncyc * r.choice([14, 21]))
    n.f("- {reg}, {k} cycles, {a} to {b}", reg=C.REG[rk][0], k=ncyc, a=c.D(t0, r.choice(["my_abbr", None, "dm"])), b=c.D(t1, r.choice(["my_abbr", None])))
    n.t(r.choice([" (dose-reduced to 80% from cycle 3 for neutropenia).\n", ".\n", " (cycle 5 omitted - neuropathy).\n", ", delivered on schedule.\n"]))
    if r.random() < 0.7:
        site, dose, fr = r.choice(d["rt"])
        n.f("- Radiotherapy to {s}, {dg} Gy in {fr} fractions, completed {dd}", s=site, dg="%g" % dose, fr=fr, dd=c.D(c.days(t1, r.randint(20, 60))))
        if r.random() < 0.4:
            n.f(" at {h}", h=ph(c.H2, "HOSPITAL"))
        n.t(".\n")
    n.f("\nResponse: {resp} ({img} on {dd}).\n", resp=r.choice(["complete metabolic response, Deauville 2", "no evidence of disease", "partial response",
                                                             "very good partial response (paraprotein 2 g/L)", "stable disease"]),
        img=r.choice(["PET-CT", "bone marrow"] if haem else ["MRI"] if d["key"] in ("gbm", "prostate") else ["CT CAP", "PET-CT"]), dd=c.D(c.days(c.visit, -r.randint(7, 40))))
    n.t("\nOngoing problems / late effects to watch for:\n")
    for s in r.sample(["Peripheral neuropathy grade 1 (feet) - improving.", "Fatigue; encouraged graded exercise.",
                       "Anthracycline exposure (cumulative doxorubicin 300 mg/m2): annual BP, lipids; echo if symptomatic.",
                       "Premature menopause / hot flushes.", "Hypothyroidism risk after neck radiotherapy - TSH annually.",
                       "Bone health: DEXA recommended on aromatase inhibitor.", "Lymphoedema risk - avoid BP/cannulation left arm.",
                       "Low mood; referred to psycho-oncology.", "Hyposplenism after splenic RT - pneumococcal and annual influenza vaccination."], r.randint(2, 4)):
        n.t("- " + s + "\n")
    n.t("\nRed-flag symptoms that should prompt urgent re-referral: %s.\n" % (
        "new lumps, drenching night sweats, unexplained weight loss, recurrent infections" if haem else
        {"gbm": "new headaches, seizures or focal weakness", "crc": "rectal bleeding, change in bowel habit, abdominal mass",
         "hn": "new neck lump, dysphagia, hoarseness >3 weeks", "prostate": "new bone pain, urinary retention, leg weakness"}.get(
            d["key"], "persistent bone pain, new cough >3 weeks, jaundice, breathlessness")))
    n.t("\nFollow-up plan: %s.\n" % r.choice(["clinic review every 3 months for 2 years, then 6-monthly", "patient-initiated follow-up (PIFU) for 5 years",
                                              "survivorship clinic at 6 months, surveillance CT at 12 and 24 months", "telephone review in 3 months"]))
    n.f("A Holistic Needs Assessment was completed on {dd} and a copy of this summary given to {p}. ", dd=c.D(c.days(c.visit, -r.randint(0, 14)), r.choice([None, "dm"])),
        p=["the patient"] if r.random() < 0.5 else c.P("title"))
    if r.random() < 0.6:
        job = c.profession
        if not c.retired:
            n.f("{She} plans a phased return to work as {a} {j} at {o} from {dd}.", She=She, a=an(job), j=ph(job, "PROFESSION"), o=ph(r.choice(P.EMPLOYERS), "ORGANIZATION"),
                dd=c.D(c.days(c.visit, r.randint(14, 60)), r.choice(["my", None])))
        else:
            n.f("{She} is keen to resume volunteering at {o}.", She=She, o=ph(r.choice(P.CHURCHES + P.EMPLOYERS), "ORGANIZATION"))
    n.t("\n\nActions for GP: please add to Cancer Care Review; %s.\n" % r.choice(["annual influenza and COVID-19 vaccination", "check TSH in 6 months",
                                                                                  "continue letrozole 2.5 mg daily for 5 years", "monitor BP and HbA1c",
                                                                                  "re-vaccination schedule post chemotherapy at 6 months"]))
    n.t("\nKey worker: ")
    cns = c.clin("cns")
    n.seg(c.nm(cns, "DOCTOR", r.choice(["full", "cred"])))
    n.f(", tel {t}", t=ph(c.phone(), "PHONE"))
    if r.random() < 0.5:
        n.f(", {e}", e=ph(c.email(cns), "EMAIL"))
    n.t(".\n\nYours sincerely,\n\n\n")
    B.signature(n, c, "haem" if haem else "onc", r.choice(["Consultant Haematologist", "Hematologist"] if haem else
                                                          ["Consultant Medical Oncologist", "Medical Oncologist", "Consultant Clinical Oncologist"]))
    n.t("\ncc: ")
    n.seg(c.P(r.choice(["title_full", "full"])))
    if r.random() < 0.5:
        n.t("; ")
        n.seg(c.Dr(r.choice(["radonc", "surg"]), "dr_full"))
        n.f(", {h}", h=ph(c.H2, "HOSPITAL"))
    n.t("\n")


def sct_discharge(c, n):
    r = c.r
    d = pick_dx(c, kinds=("haem",), keys=("aml", "mds", "myeloma", "dlbcl", "hl", "cml", "fl"))
    she, her, She, Her = pr(c)
    auto = d["key"] in ("myeloma", "dlbcl", "hl", "fl")
    n.f("{H} - {u}\n", H=ph(c.H, "HOSPITAL"), u=ph(c.unit, "HOSPITAL"))
    n.t("%s\nDISCHARGE SUMMARY - %s HAEMATOPOIETIC STEM CELL TRANSPLANT\n\n" % (r.choice(["Blood and Marrow Transplant Programme", "BMT Unit",
                                                                                           "Adult Stem Cell Transplant Service"]),
                                                                                 "AUTOLOGOUS" if auto else "ALLOGENEIC"))
    B.banner(n, c, extra_addr=False)
    if r.random() < 0.3:
        n.f("{sl}: {s} (for disability benefit application)\n", sl=c.ssn_label(), s=ph(c.ssn(), "SSN"))
    if c.pt.age > 72:
        c.pt.age = r.randint(19, 72)
        c.pt.dob = c.dob_for(c.pt.age, c.visit)
        c.hcn = c.make_hcn(c.pt, c.ptown)
    na = r.randint(10, 18)
    pb = na + r.randint(2, 6)
    d0 = c.days(c.visit, -(pb + r.randint(1, 8)))
    adm = c.days(d0, -r.randint(5, 7))
    n.f("{rl}: {rm}\nAdmitted: {a}   Discharged: {b}   LOS {los} days\n", rl=r.choice(["Room", "Side room", "Isolation room"]),
        rm=ph(r.choice(["%d" % r.randint(1, 24), "%d%s" % (r.randint(1, 24), r.choice("AB"))]), "LOCATION_OTHER"),
        a=c.D(adm), b=c.D(c.visit), los=(c.visit - adm).days)
    n.t("Consultant: ")
    n.seg(c.Dr("haem"))
    n.t("   Transplant coordinator: ")
    n.seg(c.nm(c.clin("coord"), "DOCTOR", r.choice(["full", "first"])))
    n.f("\n\nDiagnosis: {dx}; status at transplant: {st}.\n", dx=d["dx"], st=r.choice(["CR1, MRD negative", "CR2", "VGPR", "complete metabolic response",
                                                                                        "PR after salvage"]))
    n.f("Transplant: {tp}. Day 0 = {d0}.\n", tp="autologous (PBSC)" if auto else r.choice(["matched sibling donor (MSD) PBSC", "10/10 matched unrelated donor PBSC",
                                                                                            "9/10 MUD bone marrow"]), d0=c.D(d0))
    if not auto:
        if r.random() < 0.45:
            rel = r.choice(["sister", "brother"])
            don = c.relative(rel)
            n.f("Donor: {rel}, {f}, aged {a}, CMV {cmv}, blood group {bg}.\n", rel=rel, f=c.nm(don, "FAMILY", "full"), a=ph(str(max(18, c.pt.age + r.randint(-9, 9))), "AGE"),
                cmv=r.choice(["IgG+", "IgG-"]), bg=r.choice(["O+", "A+", "B-", "A-", "O-"]))
        else:
            n.f("Donor: unrelated, registry donor ID {did}, {a}-year-old male from {co}, CMV {cmv}.\n", did=ph("%s-%s" % (c.digits(4), c.digits(4)), "IDNUM"),
                a=ph(str(r.randint(19, 41)), "AGE"), co=c.ctry(r.choice(P.DONOR_COUNTRIES)), cmv=r.choice(["IgG+", "IgG-"]))
    n.t("Conditioning: %s. CD34+ dose %.1f x10^6/kg.\n" % (r.choice(["melphalan 200 mg/m2", "BEAM", "FluBu4", "FluMel + alemtuzumab", "Cy/TBI 12 Gy", "FLAMSA-Bu"])
                                                          , r.uniform(2.1, 7.8)))
    if not auto:
        n.t("GVHD prophylaxis: %s.\n" % r.choice(["ciclosporin + methotrexate (days +1, +3, +6)", "PTCy + tacrolimus + MMF", "ciclosporin + MMF"]))
    n.f("\nEngraftment: neutrophils >0.5 on day +{a} ({da}); platelets >20 unsupported on day +{b} ({db}).\n", a=na,
        da=c.D(c.days(d0, na), r.choice(["dm", None])), b=pb, db=c.D(c.days(d0, pb), r.choice(["dm", None])))
    n.t("\nCOMPLICATIONS\n")
    fn_day = r.randint(3, 9)
    n.f("- Febrile neutropenia day +{k}: blood cultures ({acc}) grew {org}; treated with {ab}.\n", k=fn_day, acc=ph(c.accession("M"), "IDNUM"),
        org=r.choice(["E. coli (ESBL)", "coagulase-negative staphylococcus", "no growth", "Klebsiella pneumoniae"]),
        ab=r.choice(["meropenem 7 days", "piperacillin-tazobactam then vancomycin", "meropenem + teicoplanin"]))
    n.t("- Mucositis grade %d requiring %s.\n" % (r.randint(1, 3), r.choice(["PCA morphine", "regular Difflam only", "NG feeding for 5 days"])))
    if not auto:
        n.t("- %s\n" % r.choice(["Skin GVHD grade I (day +24), topical steroid.", "CMV reactivation day +30 (viral load 1850 IU/mL), letermovir prophylaxis continued.",
                                  "No acute GVHD to date.", "Ciclosporin-associated hypomagnesaemia, oral magnesium."]))
        n.f("Chimerism day +28: whole blood 98% donor, CD3 91% donor (STR profile ref {b}).\n", b=ph(r.choice(["STR-%s-%s" % (c.digits(2), c.digits(5)), "DNA-FP-%s" % c.digits(6), "CHIM%s" % c.digits(7)]), "BIOID"))
    if r.random() < 0.7:
        n.f("Line: {l} (SN {sn}) in situ, dressing and flush weekly.\n", l=r.choice(["double-lumen Hickman line", "triple-lumen Hickman", "PICC 5 Fr double lumen"]),
            sn=ph(c.device_sn(), "DEVICE"))
    n.t("\nDISCHARGE BLOODS\n")
    lab_table(n, c, [C.fbc(r, r.choice(["normal", "neutropenic"]))[i] for i in (0, 2, 8, 9)] + [(a, str(b), u, rr, "") for a, b, u, rr in C.chem(r)[2:5]], "inline")
    n.t("\nDISCHARGE MEDICATIONS\n")
    meds = ["aciclovir 400 mg BD", "co-trimoxazole 480 mg BD Mon/Wed/Fri", "omeprazole 20 mg OD"]
    if not auto:
        meds += [r.choice(["ciclosporin 125 mg BD (target level 150-250)", "tacrolimus 2 mg BD (target 5-10)"]), "posaconazole 300 mg OD", "letermovir 480 mg OD"]
    else:
        meds += [r.choice(["lenalidomide maintenance from day +100", "penicillin V 250 mg BD"])]
    for m in meds:
        n.t("- " + m + "\n")
    n.t("\nFOLLOW-UP\n")
    n.f("{u} twice weekly; next visit {dd}. 24-hour BMT contact: {t}.\n", u=ph(r.choice(P.UK_UNITS if c.uk else P.CA_UNITS), "HOSPITAL"),
        dd=c.D(c.days(c.visit, r.randint(2, 4)), r.choice(["wd", "wd_short", None])), t=ph(c.phone(), "PHONE"))
    if r.random() < 0.6:
        carer = c.relative(r.choice(["wife", "husband", "daughter", "son", "partner", "sister"]))
        n.f("Must stay within 1 hour of the unit until day +100: staying at {lod}, {st}, {city} with 24-h carer {f} (mobile {m}).\n",
            lod=ph(r.choice(P.LODGES), "LOCATION_OTHER"), st=ph(c.street(False), "STREET"), city=ph(c.town[0], "CITY"), f=c.nm(carer, "FAMILY", "full"),
            m=ph(c.mobile(c.town), "PHONE"))
        if r.random() < 0.5:
            n.f("Carer's car ({v}) registered for free parking.\n", v=ph(c.vehicle(), "VEHICLE"))
    n.t("No gardening, pets' litter, or crowded places. Food safety leaflet given. Re-vaccination from 6 months.\n")
    if r.random() < 0.4:
        n.f("Information: {u}\n", u=ph(c.url("info"), "URL"))
    n.t("\n")
    B.signature(n, c, "fellow", r.choice(["BMT Fellow", "Haematology Registrar", "Clinical Fellow, BMT"]), lic=r.random() < 0.4)
    n.t("\ncc: ")
    B.gp_address_block(n, c)


def acute_onc(c, n):
    r = c.r
    d = pick_dx(c)
    she, her, She, Her = pr(c)
    rk = r.choice(d["regimens"])
    v = C.vitals(r, febrile=True)
    arr = c.time()
    n.f("{H}\n{u}\n", H=ph(c.H, "HOSPITAL"), u=r.choice(["Acute Oncology Assessment Unit", "Emergency Department - Oncology Fast Track", "Ambulatory Cancer Care Unit"]))
    n.t("ACUTE ONCOLOGY ASSESSMENT - SUSPECTED NEUTROPENIC SEPSIS\n\n")
    n.f("Arrival: {d} {t}   Mode: {m}   Bay: {b}\n", d=c.D(c.visit, r.choice([None, "wd_full"])), t=arr,
        m=r.choice(["ambulance", "private car", "walk-in", "taxi"]), b=ph(str(r.randint(1, 14)), "LOCATION_OTHER"))
    if r.random() < 0.5:
        n.f("Attendance no.: {a}\n", a=ph(c.account(), "ACCOUNT"))
    B.banner(n, c, extra_addr=r.random() < 0.3)
    n.f("Referred via triage line (call {cid}).\n\n", cid=ph("TRI-" + c.digits(6), "IDNUM"))
    last = c.days(c.visit, -r.randint(6, 12))
    n.t("HISTORY\n")
    n.f("{a}-year-old {sx} with {dx} on {reg}, last dose {ld} (day {k}). ", a=ph(str(c.pt.age), "AGE"), sx="woman" if c.pt.sex == "F" else "man", dx=d["short"],
        reg=C.REG[rk][0], ld=c.D(last, r.choice(["dm", None])), k=(c.visit - last).days + 1)
    n.t("%s. %s. %s.\n" % (r.choice(["Rigors since this morning", "Temp 38.6 at home at 06:00", "Feeling shivery and unwell for 12 hours"]),
                           r.choice(["No localising symptoms", "Productive cough with green sputum", "Dysuria and frequency", "Loose stools x4"]),
                           r.choice(["G-CSF given day 2", "No G-CSF this cycle", "Took paracetamol 2 h before arrival"])))
    if r.random() < 0.5:
        n.t("Collateral from ")
        rel = r.choice(["husband", "wife", "daughter", "son", "partner"])
        n.f("{rel} {f}", rel=rel, f=c.nm(c.relative(rel), "FAMILY", "first"))
        n.t(": more confused than usual since yesterday.\n")
    n.t("\nOBSERVATIONS (on arrival)\n")
    n.t("T %.1f C | HR %d | BP %s | RR %d | SpO2 %d%% RA | AVPU A | NEWS2 %d\n" % (v["t"], v["hr"], v["bp"], v["rr"], v["spo2"], r.randint(4, 9)))
    n.t("MASCC score %d (%s risk).\n" % ((m := r.randint(14, 24)), "low" if m >= 21 else "high"))
    n.t("\nEXAMINATION\n%s %s %s\n" % (r.choice(["Flushed, warm peripheries.", "Pale, clammy.", "Alert, uncomfortable."]),
                                       r.choice(["Chest: coarse crackles right base.", "Chest clear.", "Mouth: grade 2 mucositis."]),
                                       r.choice(["Port site clean, no erythema.", "PICC exit site erythematous 1 cm.", "Abdomen soft, non-tender."])))
    if r.random() < 0.4:
        n.f("Implanted port (SN {sn}) accessed for cultures.\n", sn=ph(c.device_sn(), "DEVICE"))
    n.t("\nINVESTIGATIONS\n")
    fb = C.fbc(r, "neutropenic")
    n.t("FBC: WBC %s, neut %s, Hb %s, plt %s. Lactate %.1f mmol/L. CRP %d.\n" % (fb[0][1], fb[9][1], fb[2][1], fb[8][1], r.uniform(0.9, 4.6), r.randint(20, 240)))
    n.f("Blood cultures: peripheral ({a}) and line ({b}). Urine MC&S ({u}). CXR: {cxr}.\n", a=ph(c.accession("M"), "IDNUM"), b=ph(c.accession("M"), "IDNUM"),
        u=ph(c.accession("U"), "IDNUM"), cxr=r.choice(["right lower zone consolidation", "clear", "no focal consolidation"]))
    n.t("\nMANAGEMENT\n")
    kmin = r.randint(22, 74)
    n.f("Sepsis 6 commenced {t}. {ab} given at {t2} (door-to-needle {k} min). {fl}.\n", t=add_min(arr, r.randint(5, 15)), ab=r.choice(["Piperacillin-tazobactam 4.5 g IV", "Meropenem 1 g IV",
                                                                                                          "Ceftazidime 2 g IV + gentamicin 5 mg/kg"]),
        t2=add_min(arr, kmin), k=kmin, fl=r.choice(["500 mL Hartmann's bolus", "1 L 0.9% saline over 1 h", "IV fluids 250 mL bolus x2"]))
    n.t("Discussed with ")
    n.seg(c.Dr(r.choice(["onc", "haem", "reg"]), r.choice(["dr_full", "dr_last"])))
    n.t(" (")
    n.seg(c.bleep())
    n.t("). ")
    k = r.randint(0, 2)
    if k == 0:
        n.f("Admit to {w}, bed {b}, under oncology.\n", w=ph(c.unit if r.random() < 0.5 else r.choice(P.UK_UNITS if c.uk else P.CA_UNITS), "HOSPITAL"),
            b=ph(str(r.randint(1, 32)), "LOCATION_OTHER"))
    elif k == 1:
        n.f("Low risk (MASCC >=21): step down to oral co-amoxiclav + ciprofloxacin, ambulatory review on {dd}.\n", dd=c.D(c.days(c.visit, 1), r.choice(["wd", "dm"])))
    else:
        n.f("HDU review requested; transferred to {w} room {rm}.\n", w=ph(r.choice(P.UK_UNITS if c.uk else P.CA_UNITS), "HOSPITAL"), rm=ph("%d%s" % (r.randint(1, 30), r.choice(["", "A", "B"])), "LOCATION_OTHER"))
    n.t("Next cycle deferred; consider G-CSF prophylaxis and 20% dose reduction.\n\n")
    B.signature(n, c, "reg", r.choice(["Oncology Registrar", "ST5 Medical Oncology", "Internal Medicine Resident (PGY-2)", "Acute Oncology Physician"]),
                lic=r.random() < 0.5)
    if r.random() < 0.5:
        B.ehr_footer(n, c, "reg")

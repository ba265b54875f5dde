"""Genre: transplant follow-up (kidney, heart, liver)."""
import datetime as dt

import locale_fmt as LF
import pools as P
import clin
import chrome as CH
import prose as PR
from doc import Doc, Phi


def tx_centre(c, organ="kidney"):
    r = c.r
    if c.chance(0.5):
        return c.hosp.N()
    unit = {"kidney": ["Renal Transplant Unit", "Kidney Transplant Centre"], "heart": ["Heart Transplant Unit", "Cardiothoracic Transplant Unit"],
            "liver": ["Liver Transplant Unit"]}[organ] + ["Transplant Centre", "Transplant Institute"]
    name = "%s %s" % (c.hosp.addr.city, r.choice(unit))
    if c.us:
        name = name.replace("Centre", "Center")
    return Phi(name, "HOSPITAL")


def tac_table(c, n, tx_date):
    r = c.r
    out = []
    day = c.ago(r.randint(40, 120))
    if day < tx_date:
        day = tx_date + dt.timedelta(days=7)
    for i in range(n):
        if day > c.visit:
            break
        cr = ("%.2f" % r.uniform(0.9, 2.2)) if c.us else str(r.randint(88, 210))
        out.append((day, "%.1f" % r.uniform(3.8, 12.5), cr))
        day += dt.timedelta(days=r.randint(7, 28))
    return out


def donor_info(c, organ):
    r = c.r
    if organ == "kidney" and c.chance(0.4):
        f = c.relative(r.choice(["wife" if c.sex == "M" else "husband", "sister", "brother", "daughter", "son", "friend"]))
        return ["Living donor: ", e_rel(f), " ", f.full(), " (aged ", c.A(c.rel_age(f.rel, getattr(c, "tx_days", 0))), " at donation)"], f
    dtype = r.choice(["DBD", "DCD", "DBD"])
    lab = {"US": "UNOS Donor ID", "UK": "NHSBT donor no.", "CA": "Donor #", "AU": "Donor ID", "IE": "Donor ref", "NZ": "Donor ID"}[c.L]
    val = {"US": LF.letters(r, 3) + LF.digits(r, 4), "UK": LF.digits(r, 6), "CA": "D" + LF.digits(r, 6),
           "AU": "ANZ" + LF.digits(r, 5), "IE": "ODTI-" + LF.digits(r, 5), "NZ": "ANZ" + LF.digits(r, 5)}[c.L]
    return ["Deceased donor (", dtype, "), ", lab, " ", Phi(val, "IDNUM"), "; donor aged ", c.A(r.randint(19, 72))], None


def e_rel(f):
    return f.rel


def kidney_letter(c):
    r = c.r
    d = Doc()
    e = c.env()
    neph = c.doctor(r.choice(["Consultant Transplant Nephrologist", "Transplant Nephrologist", "Consultant Nephrologist"]))
    coord = c.staff(r.choice(["Transplant Coordinator", "Recipient Transplant Nurse", "Post-Transplant CNS"]))
    surg = c.doctor("Transplant Surgeon")
    centre = tx_centre(c)
    CH.letterhead(d, c, r.choice(["Renal Transplant Clinic", "Kidney Transplant Follow-up Clinic", "Transplant Outpatients"]),
                  email=c.chance(0.4), url=c.chance(0.3))
    d.add("\n", "Clinic: ", c.Dh(c.visit), "\n\n")
    CH.gp_addressee(d, c)
    d.add("\nDear Dr", c.dot, " ", c.gp.sur(), ",\n\n")
    CH.re_line(d, c)
    d.nl()
    tx_date = c.past(60, 3600)
    d.add("Diagnoses:\n")
    c.tx_days = (c.visit - tx_date).days
    don, f = donor_info(c, "kidney")
    kind = (r.choice(["Living donor", "Pre-emptive living donor"]) if f is not None else "Deceased donor")
    if c.L in ("UK", "IE", "AU", "NZ"):
        d.add("1. ", kind, " kidney transplant ", c.D(tx_date), " at ", centre, " (surgeon Mr", c.dot, " ", surg.sur(), ")\n")
    else:
        d.add("1. ", kind, " kidney transplant ", c.D(tx_date), " at ", centre, "\n")
    d.add("   ", don, "\n")
    d.add("   Original disease: ", c.spx(r.choice(["diabetic nephropathy", "IgA nephropathy", "ADPKD", "FSGS", "reflux nephropathy", "unknown"])), "\n")
    d.add("   Induction: ", r.choice(["basiliximab", "alemtuzumab", "ATG"]), "; CMV ", r.choice(["D+/R-", "D+/R+", "D-/R-", "D-/R+"]),
          ", EBV ", r.choice(["D+/R+", "D+/R-"]), "\n")
    d.add("2. ", r.choice(["Post-transplant diabetes", "Hypertension", "BK viraemia (resolved)".replace("viraemia", "viremia" if c.na else "viraemia"),
                           "Delayed graft function", "Skin SCC excised"]), "\n\n")
    d.add("Immunosuppression:\n")
    d.add("- Tacrolimus ", r.choice(["(Advagraf) %d mg once daily" % r.randint(2, 9), "(Prograf) %.1f mg twice daily" % r.choice([1.0, 1.5, 2.0, 2.5, 3.0])]), "\n")
    d.add("- ", r.choice(["Mycophenolate mofetil %d mg bd" % r.choice([250, 500, 750, 1000]), "Azathioprine 75 mg daily", "Mycophenolic acid 360 mg bd"]), "\n")
    d.add("- Prednisolone ", str(r.choice([5, 5, 7, 10])), " mg daily\n\n" if not c.us else " mg daily (prednisone)\n\n")
    d.add("Tacrolimus levels / creatinine:\n")
    for day, tac, cr in tac_table(c, r.randint(3, 6), tx_date):
        d.add("  ", c.Dt(day), "   tac ", tac, " ug/L   Cr ", cr, "\n")
    d.add("\n")
    d.add(c.pt.t(), " is now ", r.choice(["%d months" % ((c.visit - tx_date).days // 30), "%d years" % max(1, (c.visit - tx_date).days // 365)]),
          " post-transplant and ", r.choice(["remains well", "reports good energy levels", "has had a quiet few months",
                                              "was recently admitted with a UTI"]), ". ")
    d.add(clin.vitals(c, 3), ". Graft ", r.choice(["non-tender", "non-tender, no bruit"]), ". ")
    d.add("Urine PCR ", str(r.randint(8, 120)), " mg/mmol. ", r.choice(["DSA negative on ", "Weak DQ7 DSA (MFI 1200) on ", "No DSA on "]),
          c.D(c.ago(r.randint(10, 90))), " (lab ref ", Phi(LF.letters(r, 2) + LF.digits(r, 6), "IDNUM"), ").\n\n")
    if f is not None and c.chance(0.7):
        d.add(e["His"], " donor, ", f.first(), ", is well and ", r.choice(["attends the living donor clinic annually", "has normal renal function",
              "was seen in donor follow-up on "]), "")
        if d.parts[-1].endswith("on "):
            d.add(c.D(c.ago(r.randint(20, 200))))
        d.add(".\n\n")
    d.add(PR.para(c, e, "general_history", 2, 3), PR.para(c, e, "discussion", 1, 3), "\n\n")
    d.add("Plan:\n- ", r.choice(["Reduce tacrolimus target to 5-8", "No change to immunosuppression", "Increase Advagraf by 1 mg",
                                 "Switch MMF to azathioprine pending pregnancy planning" if c.sex == "F" and c.age < 45 else "Repeat DSA in 3 months"]), "\n")
    d.add("- Annual dermatology review; sun protection reinforced\n")
    d.add("- Next clinic ", c.D(c.next_weekday(28, 120)), r.choice(["", " with bloods 2 days prior"]), "\n\n")
    d.add("Transplant coordinator: ", coord.full(), " - ", Phi(c.phone("land"), "PHONE"), r.choice(["", " / "]))
    if d.parts[-1] == " / ":
        d.add(c.staff_email(coord))
    d.add("\n\n")
    CH.signature(d, c, neph, neph.role, lic=c.licence_for(neph) if c.chance(0.4) else None)
    if c.chance(0.6):
        d.nl()
        CH.cc_block(d, c, pt=True)
    if c.chance(0.45):
        CH.confidential(d, c)
    return d


def heart_tx(c):
    r = c.r
    d = Doc()
    e = c.env()
    cons = c.doctor("Transplant Cardiologist")
    fellow = c.doctor("Advanced HF Fellow")
    centre = tx_centre(c, "heart")
    tx_date = c.past(30, 4000)
    d.add(centre, "\n", r.choice(["HEART TRANSPLANT CLINIC NOTE", "Cardiac Transplant Follow-up", "Advanced Heart Failure & Transplant Clinic"]), "\n")
    d.add("Transplant office ", Phi(c.phone("land"), "PHONE"), "  Fax ", Phi(c.phone("land"), "FAX"), "\n\n")
    d.add("Patient: ", c.pt.caps(1), "   ", c.mrn_label(), ": ", Phi(c.mrn, "MRN"), "   DOB: ", c.Dh(c.dob), " (", c.A(), " y)\n")
    d.add("Visit: ", c.Dh(c.visit), "   Transplant date: ", c.Dh(tx_date), "  (", "POD %d" % (c.visit - tx_date).days if (c.visit - tx_date).days < 120 else "%d months post" % ((c.visit - tx_date).days // 30), ")\n")
    if c.L == "US":
        d.add("UNOS ID: ", Phi(LF.letters(r, 3) + LF.digits(r, 4), "IDNUM"), "   Insurance: ", Phi(c.insurer, "ORGANIZATION"), " ", Phi(c.plans[0][1], "HEALTHPLAN"), "\n")
    d.add("Indication: ", r.choice(["ischemic cardiomyopathy" if c.na else "ischaemic cardiomyopathy", "familial DCM", "cardiac sarcoidosis",
                                    "restrictive cardiomyopathy (amyloid)", "congenital heart disease"]), "; ",
          r.choice(["bridged with HeartMate 3 LVAD (SN ", "no MCS bridge", "bridged with IABP"]))
    if d.parts[-1].endswith("(SN "):
        d.add(Phi("MLP" + LF.digits(r, 6), "DEVICE"), ", explanted at transplant)")
    d.add("\n\n")
    d.add("Interval history: ", r.choice(["Feels well, walking 3-4 km daily.", "Some fatigue and tremor.",
                                          "Admitted to " + "local hospital" + " with gastroenteritis, tac level high.", "No dyspnoea, no syncope."]), " ")
    d.add("Lives with ", c.relative().rel, " ", c.fam[-1].first(), ". ", r.choice(["Back at work part-time.", "Not yet driving.", "Attending rehab."]), "\n\n")
    d.add("Endomyocardial biopsies:\n")
    day = max(tx_date + dt.timedelta(days=r.randint(7, 14)), c.ago(r.randint(150, 330)))
    for i in range(r.randint(2, 4)):
        if day > c.visit:
            break
        d.add("  ", c.Dt(day), "  ", Phi(r.choice(["S", "SP", "BX"]) + str(day.year % 100) + "-" + LF.digits(r, 5), "IDNUM"), "  ISHLT ",
              r.choice(["0R", "1R", "1R", "0R", "2R"]), ", AMR ", r.choice(["pAMR 0", "pAMR 0", "pAMR 1(I+)"]), "\n")
        day += dt.timedelta(days=r.randint(14, 60))
    ef, lv = clin.lv_desc(c)
    d.add("\nEcho ", c.D(c.ago(r.randint(0, 20))), ": ", lv, "\n")
    d.add("Coronary angiography for CAV ", c.D(c.ago(r.randint(40, 400))), ": ", r.choice(["ISHLT CAV0", "CAV1 - mild luminal irregularities", "CAV0, normal IVUS"]), "\n")
    d.add("Labs: tac trough ", "%.1f" % r.uniform(5, 14), " ng/mL, creatinine ", clin.creat(c), ", Hb ", clin.hb(c), ", CMV PCR ",
          r.choice(["not detected", "<137 IU/mL", "1,240 IU/mL"]), ", DSA ", r.choice(["negative", "negative", "DQ weak"]), "\n\n")
    d.add("Meds: tacrolimus, ", r.choice(["MMF 1000 mg bd", "everolimus 0.75 mg bd", "MMF 750 mg bd"]), ", prednisone taper, valganciclovir, TMP-SMX, ",
          r.choice(["pravastatin", "aspirin", "diltiazem", "amlodipine"]), "\n\n")
    d.add("Exam: ", clin.vitals(c, 2), ". ", r.choice(["Sternotomy well healed.", "JVP not elevated.", "No edema.", "Fine tremor."]), "\n")
    d.add("Other: ", r.choice(["CMV prophylaxis completes ", "Skin check due ", "Dental review ", "Flu vaccine given "]), c.D(c.later(r.randint(5, 60))),
          "; ", r.choice(["BP controlled on amlodipine", "renal function stable", "weight up 4 kg", "glucose elevated on steroids"]), ".\n\n")
    d.add("Assessment/Plan: ", r.choice(["No rejection. Continue current regimen.", "1R on last biopsy, asymptomatic - repeat biopsy in 2 weeks.",
                                         "Tac supratherapeutic - reduce dose by 0.5 mg bd.", "Wean prednisone by 2.5 mg every 2 weeks."]),
          " Next biopsy ", c.D(c.next_weekday(7, 40)), ".\n\n")
    if c.na:
        d.add("Seen with ", fellow.full(), ", MD (fellow). ", r.choice(["Attending: ", "Staff: "]), cons.full(), ", MD\n")
    else:
        d.add("Seen with Dr", c.dot, " ", fellow.full(), " (fellow). Consultant: Dr", c.dot, " ", cons.full(), "\n")
    if c.chance(0.6):
        CH.ehr_footer(d, c, cons, ip=CH.rand_ip(c) if c.chance(0.5) else None, user=True)
    return d


def liver_tx(c):
    r = c.r
    d = Doc()
    e = c.env()
    hep = c.doctor(r.choice(["Consultant Hepatologist", "Transplant Hepatologist"]))
    tx_date = c.past(90, 5000)
    CH.letterhead(d, c, r.choice(["Liver Transplant Unit", "Liver Transplant Follow-up Clinic", "Hepatology & Liver Transplantation"]), email=c.chance(0.5))
    d.add("\n", c.D(c.later(r.randint(1, 8))), "\n\n")
    CH.gp_addressee(d, c)
    d.add("\nDear Dr", c.dot, " ", c.gp.sur(), ",\n\n")
    CH.re_line(d, c, inline=c.chance(0.6))
    d.nl()
    d.add("Diagnosis: Orthotopic liver transplant ", c.D(tx_date), " for ", r.choice(["alcohol-related liver disease", "NASH cirrhosis",
          "PSC", "HCC on a background of hepatitis C", "PBC", "acute liver failure (paracetamol)"]), "\n")
    d.add("Immunosuppression: tacrolimus ", "%.1f" % r.choice([1.0, 1.5, 2.0, 3.0]), " mg bd", r.choice(["", ", MMF 500 mg bd"]), "\n\n")
    d.add("I reviewed ", c.pt.tf() if c.chance(0.5) else c.pt.t(), " in the transplant clinic on ", c.D(c.visit), ". ")
    d.add(e["He"], " is ", r.choice(["well", "working again", "feeling much stronger", "troubled by itch"]), ". ")
    if c.chance(0.5):
        d.add("Alcohol: abstinent since ", c.My(c.past(700, 4000)), "; ", e["his"], " ", c.relative().rel, " ", c.fam[-1].first(),
              " confirms this. ")
    d.add("LFTs ", c.D(c.ago(r.randint(2, 14))), ": bilirubin ", str(r.randint(6, 30)) if not c.us else "%.1f" % r.uniform(0.3, 1.8),
          ", ALT ", str(r.randint(12, 90)), ", ALP ", str(r.randint(60, 250)), ", GGT ", str(r.randint(15, 300)), ". Tacrolimus ",
          "%.1f" % r.uniform(3, 10), ". ")
    img = r.choice(["Ultrasound with Doppler of the graft ", "MRCP "])
    d.add(img, c.D(c.ago(r.randint(10, 60))), ": ", r.choice(["patent vasculature, normal graft", "normal hepatic artery waveforms"] if img.startswith("Ultra")
                                                          else ["mild anastomotic stricture", "no biliary dilatation"]), ".\n\n")
    d.add(PR.para(c, e, "general_history", 2, 4), "\n\n")
    d.add("Other issues:\n")
    for it in r.sample([["- Renal function: creatinine ", clin.creat(c), ", eGFR ", str(clin.egfr(c)), " - calcineurin-sparing discussed"],
                        ["- Metabolic: ", r.choice(["post-transplant diabetes, HbA1c ", "weight gain 8 kg; HbA1c "]), clin.hba1c(c)],
                        ["- Bone: DEXA ", c.D(c.ago(r.randint(60, 500))), " osteopenia; on calcium/vitamin D"],
                        ["- Skin: annual dermatology check due ", c.My(c.later(r.randint(20, 150)))],
                        ["- Vaccination: influenza and pneumococcal up to date; avoid live vaccines"],
                        ["- Social: ", CH.social(c, brief=True)]], r.randint(2, 4)):
        d.add(it, "\n")
    nonis = [m for m in clin.TX_MEDS if "%" not in m and not m.split()[0] in ("Tacrolimus", "Mycophenolate", "Mycophenolic", "Azathioprine", "Sirolimus")]
    d.add("\nMedication: ", "; ".join(clin.pick_meds(c, nonis, r.randint(3, 6))), "\n\n")
    d.add("Plan: ", r.choice(["continue current regimen", "reduce tacrolimus", "ERCP referral", "bone density scan"]), "; review ", c.D(c.next_weekday(60, 180)), ".\n\n")
    CH.signature(d, c, hep, hep.role)
    if c.chance(0.5):
        CH.dictation(d, c, hep)
    return d


def coordinator_call(c):
    r = c.r
    d = Doc()
    e = c.env()
    coord = c.staff(r.choice(["Transplant Coordinator", "Post-Tx Nurse", "Transplant CNS"]))
    tx_date = c.ago(r.randint(30, 2000))
    organ = r.choice(["KTx", "KTx", "LTx", "HTx", "SPK"])
    d.add(c.Dh(c.visit), " ", c.time(), " - ", r.choice(["Tx coordinator phone note", "Transplant nurse telephone contact", "Post-transplant TC"]), "\n")
    d.add(c.pt.caps(r.choice([0, 1, 3])), " | ", c.mrn_label(), " ", Phi(c.mrn, "MRN"), " | DOB ", c.Dh(c.dob), " | ", organ, " ", c.Dh(tx_date), "\n")
    d.add("Contact: ", Phi(c.pmob, "PHONE"), r.choice([" (mobile)", "", " - pt preferred number"]), "\n")
    d.add("Consultant: Dr", c.dot, " ", c.doctor("Transplant").full(), "   GP: Dr", c.dot, " ", c.gp.init_sur(), " (", c.gpprac.N(), ")\n")
    d.add("Last clinic ", c.Dh(c.ago(r.randint(20, 90))), ": creatinine ", clin.creat(c), ", tac ", "%.1f" % r.uniform(4, 11), "\n")
    if organ in ("KTx", "SPK"):
        c.tx_days = (c.visit - tx_date).days
        don, f = donor_info(c, "kidney")
        d.add("Donor: ", don, "\n")
    d.add("Background: ", ", ".join(r.sample(["HTN", "T2DM", "post-transplant diabetes", "previous CMV viraemia".replace("aemia", "emia" if c.na else "aemia"),
                                             "skin SCC", "hypothyroid", "osteopenia", "gout"], 3)), "\n")
    d.add("Meds: ", "; ".join(clin.pick_meds(c, [m for m in clin.TX_MEDS if "%" not in m], r.randint(4, 6))), "\n")
    d.add("Recent levels: ")
    for i, (day, tac, cr) in enumerate(tac_table(c, r.randint(2, 4), tx_date)):
        d.add("; " if i else "", c.Dt(day), " tac ", tac)
    d.add("\n\n")
    ks = r.sample([0, 1, 2, 3, 4], r.randint(2, 4))
    whens = sorted(c.ago(r.randint(1, 20)) for _ in range(len(ks) - 1)) + [c.visit]
    for k, w in zip(ks, whens):
        d.add(c.Dt(w), " ", c.time(), " ", r.choice([coord.initials(dots=False), "TC", "in", "out"]), "\n")
        if k == 0:
            d.add("- Tac level from ", c.Dw(c.ago(r.randint(1, 4))), " = ", "%.1f" % r.uniform(13, 19), " (target 6-10). Pt confirms took dose at 07:00 before bloods. ")
            d.add("Advised reduce Advagraf from ", str(r.randint(5, 8)), " mg to ", str(r.randint(2, 4)), " mg. Repeat level ", c.Dw(c.next_weekday(3, 8)), " at ",
                  r.choice([c.gpprac.N(), c.hosp.N()]), ".\n")
        elif k == 1:
            d.add("- Pt rang re fever 38.4 and dysuria since ", c.Dw(c.ago(r.randint(1, 3))), ". Advised to attend ", c.hosp.N(), " ED today; ED charge nurse ",
                  c.staff("ED nurse").first(), " informed.\n")
        elif k == 2:
            f = c.relative()
            d.add("- ", f.rel.capitalize(), " (", f.full(), ") rang - ", e["he"], " has run out of mycophenolate. Pharmacy ",
                  Phi(r.choice(P.PHARM_NAMES), "HOSPITAL"), " contacted on ", Phi(c.phone("land"), "PHONE"), "; supply ready for collection today.\n")
        elif k == 3:
            extra = ", BK PCR " + r.choice(["not detected", "3.2 log copies/mL"]) if organ in ("KTx", "SPK") else (", ALT %d" % r.randint(15, 80) if organ == "LTx" else "")
            d.add("- Results: Cr ", clin.creat(c), " (baseline ", clin.creat(c), ")", extra,
                  ". Discussed with Dr", c.dot, " ", c.doctor("Transplant").sur(), " - ", r.choice(["no change", "repeat in 1 week", "graft US requested"]), ".\n")
        else:
            d.add("- Travel: planning trip to ", Phi(r.choice(P.COUNTRIES), "COUNTRY"), " ", c.D(c.later(r.randint(20, 90))), ". Travel letter and medication list prepared; ",
                  "advised re food hygiene and sun protection.\n")
    if c.chance(0.4):
        d.add("- Clinic letter emailed to pt at ", c.patient_email(), " as requested.\n")
    d.add("\nCurrent IS: ", r.choice(["tacrolimus/MMF/pred", "Advagraf/azathioprine", "tacrolimus/everolimus", "tacrolimus monotherapy"]), ".\n")
    d.add("Next clinic ", c.D(c.next_weekday(7, 60)), ".\n")
    d.add(coord.init_sur() if c.chance(0.5) else coord.full(), ", ", coord.role, "\n")
    return d


def build(c):
    r = c.r
    if c.L == "US":
        f = r.choice([heart_tx, kidney_letter, coordinator_call, heart_tx])
    else:
        f = r.choice([kidney_letter, kidney_letter, liver_tx, coordinator_call, heart_tx])
    return f(c), f.__name__

"""Genres: SACT prescription and cycle record, stem cell transplant work-up checklist,
amyloidosis cardiac assessment."""
from clin import Dz, neg_line
from gcommon import art, hn_lab, id_block, mrn_lab, pron, prof_p


def _lic_lab(c):
    return {"UK": "GMC", "IE": "IMC", "US": "NPI", "CA": "CPSO", "AU": "AHPRA", "NZ": "MCNZ"}[c.cc]


def _tm(c):
    return "%02d:%02d" % (c.rn(8, 17), c.rn(0, 59))


def sact_record(c):
    dz = Dz(c, "MM")
    us = c.us
    reg = c.ch(["D-VRd", "D-VRd", "VRd", "Dara-Rd", "Dara-VCd", "DVd"])
    names = {"D-VRd": "daratumumab SC / bortezomib SC / lenalidomide PO / dexamethasone PO",
             "VRd": "bortezomib SC / lenalidomide PO / dexamethasone PO",
             "Dara-Rd": "daratumumab SC / lenalidomide PO / dexamethasone PO",
             "Dara-VCd": "daratumumab SC / bortezomib SC / cyclophosphamide PO / dexamethasone PO",
             "DVd": "daratumumab / bortezomib SC / dexamethasone"}
    c.f("{h} - {u}\n", h=c.hosp_p(), u=c.ch(["Haematology Day Unit", "Chemotherapy Day Unit", "Infusion Center" if us
                                            else "Ambulatory Cancer Care", "Cancer Day Unit"]))
    c.t(c.ch(["SACT PRESCRIPTION AND ADMINISTRATION RECORD\n", "CHEMOTHERAPY ORDER AND ADMINISTRATION RECORD\n",
              "SYSTEMIC ANTI-CANCER THERAPY - CYCLE RECORD\n", "ONCOLOGY/HAEMATOLOGY MEDICATION CHART\n"]))
    c.f("Regimen: {r} ({n}) - protocol HAEM-MM-{p} v{v}\n", r=reg, n=names[reg], p="%03d" % c.rn(1, 60),
        v=c.rn(2, 6))
    c.t("-" * 70 + "\n")
    id_block(c, addr=c.pr(0.25))
    ht, wt = c.rn(148, 192), c.r.uniform(48, 118)
    bsa = ((ht * wt) / 3600) ** 0.5
    c.t("Height %d cm | Weight %.1f kg | BSA %.2f m2 (Mosteller) | CrCl %d mL/min (Cockcroft-Gault)\n" %
        (ht, wt, bsa, c.rn(28, 110)))
    c.t("Allergies: %s\n" % c.ch(["NKDA", "penicillin (rash)", "co-trimoxazole (rash) - use dapsone",
                                   "codeine (vomiting)", "chlorhexidine (anaphylaxis)"]))
    pres = c.staff("Dr")
    c.f("Consultant: {a}    Prescriber: {b} ({l} {n})", a=c.dn(c.cons, "t_full"),
        b=c.nm(pres, "DOCTOR", c.ch(["t_full", "full", "t_last"])), l=_lic_lab(c), n=c.lic(p=pres))
    if us and c.pr(0.7):
        c.f("  DEA {d}", d=c.lic("dea", p=pres))
    c.t("\n")
    d1 = c.dt(-c.rn(0, 14))
    ncyc = c.ch([6, 8, 8, 12, "until progression"])
    if c.pr(0.4):
        c.f("{l}: {a}\n", l=c.ch(["Encounter", "Day-case episode", "Visit no.", "Attendance no."]), a=c.acct())
    c.f("Cycle {n} of {m}   Cycle length {l} days   C{n}D1: {d}   Rx no. {x}\n", n=dz.cycle, m=ncyc,
        l=c.ch([21, 28]), d=c.ds(d1), x=c.idn("rx"))
    c.t("-" * 70 + "\n")
    c.f("Pre-treatment checks ({d}): ", d=c.ds(c.plus(d1, -c.rn(0, 2))))
    c.t("Neut %.1f (>=1.0) OK | Plt %d (>=50) OK | Bili normal | CrCl OK | Hep B serology neg | "
        "DAT/antibody screen on file (dara)\n" % (c.r.uniform(1.0, 5.5), c.rn(60, 320)))
    c.t("\n%-4s %-11s %-26s %-11s %-6s %-8s %-6s %s\n" % ("Day", "Date", "Drug", "Dose", "Route", "Given", "Time",
                                                            "Chair"))
    days = [1, 4, 8, 11] if "V" in reg else [1, 8, 15, 22]
    tsty = c.ssty if c.pr(0.5) else c.dsty
    for dd in days:
        date = c.ds(c.plus(d1, dd - 1), tsty)
        mins = c.rn(8 * 60 + 30, 13 * 60)
        chair = c.chair() if c.pr(0.7) else "-"
        rows = []
        if "D" in reg[:2] or reg.startswith("Dara") or reg == "DVd":
            if dd in (1, 8, 15, 22) or dz.cycle <= 2:
                rows.append(("Daratumumab SC", "1800 mg", "SC"))
        if "V" in reg:
            rows.append(("Bortezomib", "%.1f mg" % (1.3 * bsa), "SC"))
        if dd in (1, 8, 15, 22) or (dd in (4, 11) and c.pr(0.3)):
            rows.append(("Dexamethasone", c.ch(["40 mg", "20 mg", "20 mg"]), "PO"))
        for i, (drug, dose, route) in enumerate(rows):
            nurse = c.staff("")
            c.f("{a}{d}{p}{rest}", a="D%-3d " % dd if i == 0 else "     ", d=date if i == 0 else "",
                p=" " * (max(1, 12 - len(date[1])) if i == 0 else 12), rest="%-26s %-11s %-6s " % (drug, dose, route))
            mins += c.rn(5, 45)
            c.f("{g}{sp}{t}  {ch}\n", g=("DOCTOR", c.ini(nurse)), sp=" " * 7, t="%02d:%02d" % divmod(mins, 60),
                ch=chair)
        if rows and rows[0][0].startswith("Dara") and c.pr(0.3):
            c.t("     Batch %s (daratumumab), exp %02d/%d - not patient-specific\n" %
                (c.pat("@@###@"), c.rn(1, 12), c.today.year + 1))
    c.t("\nOral SACT: lenalidomide %s mg once daily days 1-%s; dispensed %s supply\n" %
        (c.ch(["25", "15", "10", "5"]), c.ch(["14", "21"]), c.ch(["21-day", "one cycle"])))
    c.f("  Dispensed by {p} on {d}; ", p=c.pharmacy(), d=c.ds(d1))
    c.f("{lab} {n}\n", lab=c.ch({"UK": ["PPP authorisation no.", "Lenalidomide PAF no."], "IE": ["PPP form no."],
                                "US": ["REMS authorization #", "Lenalidomide REMS auth no."],
                                "CA": ["RevAid confirmation #"], "AU": ["PBS authority approval no.", "i-access no."],
                                "NZ": ["Special Authority no."]}[c.cc]), n=c.idn("auth"))
    c.t("Pre-medication (dara): paracetamol 1 g PO, %s, montelukast 10 mg PO, dexamethasone as above\n" %
        c.ch(["chlorphenamine 10 mg IV", "cetirizine 10 mg PO", "diphenhydramine 25 mg PO"]))
    c.t("Supportive: aciclovir 400 mg BD; co-trimoxazole 480 mg Mon/Wed/Fri; %s; omeprazole 20 mg OD\n" %
        c.ch(["aspirin 75 mg OD (VTE)", "apixaban 2.5 mg BD (VTE)", "enoxaparin 40 mg SC OD"]))
    if c.pr(0.45):
        c.f("Infusion pump (dara IV day 1): {m} S/N {s}\n", m=c.ch(["Alaris GP", "Sapphire", "BodyGuard 323"]),
            s=c.dev())
    c.t("\nNotes:\n")
    if dz.cycle > 2 and c.pr(0.6):
        c.t("- Bortezomib reduced to 1.0 mg/m2 from C%d for grade 2 peripheral neuropathy (TNS reviewed).\n"
            % (dz.cycle - 1))
    c.f("- Patient identity confirmed against wristband and {m}", m=c.ch(["palm-vein ID ", "fingerprint ID ",
                                                                         "biometric check-in ID "]))
    c.f("{b} at arrival.\n", b=c.bio())
    if c.pr(0.5):
        c.f("- Free parking permit issued for treatment days: vehicle reg {v}", v=c.plate())
        c.f(" (permit valid to {d}).\n", d=c.ds(c.dt(c.rn(30, 120))))
    if c.pr(0.4):
        c.f("- Bay {b}, chair {ch}: mild infusion-related reaction 20 min into dose; settled with hydrocortisone "
            "100 mg IV.\n", b=("LOCATION_OTHER", str(c.rn(1, 6))), ch=c.chair())
    c.t("- " + neg_line(c) + "\n")
    ph = c.staff("")
    c.f("\nClinically screened by {n}, {r} ", n=c.nm(ph, "DOCTOR", c.ch(["full", "init_last"])),
        r=c.ch(["Haematology Pharmacist", "Senior Pharmacist", "Oncology Pharmacist"]))
    if c.pr(0.5):
        c.f("({l} {n}) ", l={"UK": "GPhC", "IE": "PSI", "US": "RPh lic.", "CA": "OCP", "AU": "AHPRA",
                             "NZ": "PCNZ"}[c.cc], n=c.lic(c.ch({"UK": ["gphc"], "AU": ["ahpra_p"]}.get(c.cc, ["pharm_ie"]))))
    c.f("on {d}\n", d=c.ds(d1))
    n1, n2 = c.staff(""), c.staff("")
    c.f("Nurse signatures: {a} = {b}", a=("DOCTOR", c.ini(n1)), b=c.nm(n1, "DOCTOR", "full"))
    if c.cc in ("UK", "IE", "AU") and c.pr(0.6):
        c.f(" ({l} {n})", l={"UK": "NMC PIN", "IE": "NMBI", "AU": "AHPRA"}[c.cc],
            n=c.lic({"UK": "nmc", "IE": "imc", "AU": "ahpra_n"}[c.cc]))
    c.f("; {a} = {b}\n", a=("DOCTOR", c.ini(n2)), b=c.nm(n2, "DOCTOR", "full"))
    c.f("Next cycle C{n}D1 booked {d}", n=dz.cycle + 1, d=c.ds(c.plus(d1, 21)))
    c.f(" - {x}\n", x=c.ch(["SACT nurse telephone assessment day before", "bloods at GP 48 h prior",
                           "clinic review same day"]))


def sct_workup(c):
    dz = Dz(c, "MM")
    he, his, him, He, His = pron(c)
    us = c.us
    c.f("{h}\n", h=c.hosp_p())
    c.t(c.ch(["Blood and Marrow Transplant Programme\n", "Haematopoietic Stem Cell Transplant Unit\n",
              "BMT Service\n", "Autologous Transplant Programme\n"]))
    c.t(c.ch(["AUTOLOGOUS STEM CELL TRANSPLANT WORK-UP CHECKLIST (JACIE)\n",
              "AUTOLOGOUS HCT PRE-TRANSPLANT EVALUATION CHECKLIST (FACT)\n",
              "ASCT WORK-UP - MULTIPLE MYELOMA\n"]))
    c.t("=" * 66 + "\n")
    id_block(c, layout=c.ch(["grid", "line", "pipe"]), addr=True)
    c.f("Referring: {d}, {h}\n", d=c.dn(c.cons, "t_full"), h=c.hosp_p(c.hosp2))
    tc = c.staff("Dr")
    co = c.staff("")
    c.f("Transplant physician: {d}    Coordinator: {n}, tel {p}, {e}\n", d=c.dn(tc, "t_full"),
        n=c.nm(co, "DOCTOR", "full"), p=c.ph(c.ch(["ext", "land", "short"])), e=c.email_s(co))
    c.t("=" * 66 + "\n")
    ref = c.dt(-c.rn(20, 50))
    X = lambda: c.ch(["[x]", "[x]", "[x]", "[ ]"])
    c.f("{x} Referral received {d}; first transplant clinic {d2}\n", x="[x]", d=c.ds(ref),
        d2=c.ds(c.plus(ref, c.rn(5, 15))))
    c.f("{x} Disease status: {r} after {n} cycles {g}; BM {d}: {p}% plasma cells\n", x="[x]", r=dz.response(),
        n=c.rn(4, 6), g=c.ch(["D-VRd", "VRd", "VTd", "Dara-VTd"]), d=c.ds(c.dt(-c.rn(5, 25))), p=c.rn(0, 8))
    c.f("{x} Consent discussed {d} with patient and {rel} {f}; TRM quoted <2%\n", x=X(), d=c.ds(c.dt(-c.rn(1, 10))),
        rel=c.nok_rel, f=c.fn())
    c.f("{x} Virology (within 30 days of collection): HIV 1/2, HBsAg, anti-HBc, HCV Ab, HTLV I/II, syphilis, "
        "CMV IgG - taken {d}\n", x=X(), d=c.ds(c.dt(-c.rn(0, 20))))
    c.f("{x} Echo {d}: LVEF {e}%, {v}\n", x=X(), d=c.ds(c.dt(-c.rn(0, 20))), e=c.rn(50, 66),
        v=c.ch(["no valve disease", "mild MR", "normal diastolic function", "grade 1 diastolic dysfunction"]))
    c.f("{x} PFTs {d}: FEV1 {a}% predicted, DLCOc {b}% predicted\n", x=X(), d=c.ds(c.dt(-c.rn(0, 20))),
        a=c.rn(62, 110), b=c.rn(48, 105))
    c.f("{x} ECG, CXR, HCT-CI score {s}, ECOG {e}\n", x=X(), s=c.rn(0, 5), e=c.rn(0, 1))
    dent = c.staff("")
    c.f("{x} Dental review {d}: {n} at {p}", x=X(), d=c.ds(c.dt(-c.rn(0, 30))), n=c.dn(dent, "t_last"),
        p=("HOSPITAL", c.ch(["Harbourside", "Quill Street", "Lantern Hill", "Saltire", "Orchard Park"]) + " " +
           c.ch(["Dental Practice", "Dental Care", "Family Dentistry"])))
    c.t(" - OPG clear, no extractions needed\n")
    c.f("{x} Fertility/contraception: {t}\n", x=X(), t=c.ch(["N/A (post-menopausal)", "N/A", "discussed; not applicable"]
                                                            if c.pt["sex"] == "F" else ["N/A", "sperm banking declined",
                                                                                        "discussed; not applicable"]))
    c.f("{x} Social work / psychology: lives with {rel} {f}", x=X(), rel=c.nok_rel, f=c.fn("full"))
    c.f(" at {a}", a=c.addr(country=c.pr(0.2)))
    c.f("; {f} contactable on {p}\n", f=c.fn("first"), p=c.ph("mobile"))
    c.f("    Employment: {pr}", pr=prof_p(c))
    if not c.prof.startswith("retired") and c.pr(0.7):
        c.f(" at {o}; fit note / off work 3 months", o=c.org("emp"))
    c.t("\n")
    if c.pr(0.55):
        c.f("    Accommodation: lives {m} miles away - {o} room {r} booked {d1} to {d2}\n", m=c.rn(40, 260),
            o=c.org("charity"), r=c.room(), d1=c.ds(c.dt(c.rn(20, 40))), d2=c.ds(c.dt(c.rn(60, 80))))
    if c.pr(0.45):
        lab = c.ch(["reg", "plate", "plate", "VIN"]) if c.us else "reg"
        c.f("    Transport: {rel} will drive; car {lab} {v} registered for free parking\n", rel=c.nok_rel,
            lab=lab, v=c.vin() if lab == "VIN" else c.plate())
    if us:
        c.f("{x} Insurance: {i} member ID {m}, group {g}; prior auth {a} approved {d}\n", x=X(), i=c.org("ins"),
            m=("HEALTHPLAN", c.hnum), g=("HEALTHPLAN", c.pat("GRP-#####")), a=c.idn("auth"),
            d=c.ds(c.dt(-c.rn(0, 10))))
        if c.pr(0.6):
            c.f("    SSN on financial counselling form: {s}; counsellor {n}\n", s=c.ssn(), n=c.nm(c.staff(""), "DOCTOR"))
    elif c.cc in ("AU", "CA", "NZ", "IE") and c.pr(0.5):
        if c.pr(0.4):
            c.f("    Sickness benefit / income support claim: {l} {s} on form\n",
                l={"AU": "TFN", "CA": "SIN", "NZ": "IRD no.", "IE": "PPSN"}[c.cc], s=c.ssn())
        c.f("{x} Funding: public; {hl} {h} verified\n", x=X(), hl=hn_lab(c), h=("HEALTHPLAN", c.hnum))
    else:
        c.f("{x} Funding: commissioned pathway, no IFR needed\n", x=X())
    mob = c.dt(c.rn(7, 25))
    c.f("{x} Mobilisation: {m} on {d}; apheresis from {d2} (target CD34+ >= 4 x10^6/kg for two grafts)\n", x="[ ]",
        m=c.ch(["cyclophosphamide 2 g/m2 + G-CSF", "G-CSF 10 mcg/kg/day + plerixafor on demand",
                "G-CSF alone (filgrastim biosimilar)"]), d=c.ds(mob),
        d2=c.ds(c.plus(mob, c.rn(4, 10))))
    c.f("{x} Apheresis line: {l} insertion in IR {d}\n", x="[ ]", l=c.ch(["Vascath", "tunnelled apheresis Hickman",
                                                                        "Trifusion line"]), d=c.ds(mob))
    adm = c.plus(mob, c.rn(21, 45))
    c.f("{x} Admission for melphalan {m} mg/m2 (day -1) {d}, {w}", x="[ ]", m=c.ch(["200", "140"]), d=c.ds(adm),
        w=c.ward())
    if c.pr(0.6):
        c.f(", room {r}", r=c.room())
    c.t("\n")
    c.t(neg_line(c) + "\n")
    c.t("-" * 66 + "\n")
    c.f("Checklist completed by {n} ({r}) {d}\n", n=c.nm(co, "DOCTOR", c.ch(["full", "init_last"])),
        r=c.ch(["BMT coordinator", "Transplant CNS", "Transplant coordinator"]), d=c.ds(c.today))
    c.f("Reviewed by {d}\n", d=c.dn(tc, c.ch(["t_last", "t_full"])))


def amyloid_cardiac(c):
    dz = Dz(c, "AL")
    he, his, him, He, His = pron(c)
    us = c.us
    c.f("{h}\n", h=c.hosp_p())
    c.t(c.ch(["Amyloidosis Clinic - Cardiac Assessment\n", "Cardio-Haematology (Amyloid) Clinic\n",
              "Amyloidosis outreach clinic\n" if c.cc == "UK" else "Amyloidosis Program\n",
              "CARDIAC AMYLOID ASSESSMENT\n"]))
    c.f("Date: {d}    Clinician: {a}", d=c.ds(c.today), a=c.dn(c.cons, "t_full"))
    if c.pr(0.5):
        c.f(" with {b} (cardiology)", b=c.dn(c.reg, "t_full"))
    c.t("\n")
    id_block(c)
    c.f("Referred by {d} ({h}) for {q}\n\n", d=c.dn(c.gp if c.pr(0.3) else c.staff("Dr"), "t_last"),
        h=c.hosp_p(c.hosp2), q=c.ch(["HFpEF with unexplained LVH and a lambda paraprotein",
                                     "nephrotic-range proteinuria and NT-proBNP 4,800",
                                     "carpal tunnel syndrome, LVH and low-voltage ECG",
                                     "known AL amyloidosis - cardiac staging before Dara-CyBorD"]))
    c.f("Background: {a} {ag}-year-old ", a="An" if str(c.age)[0] == "8" else "A", ag=c.ag())
    c.f("{pr}", pr=prof_p(c))
    c.f("; lives with {h} {rel} {f}", h=his, rel=c.nok_rel, f=c.fn())
    if c.pr(0.35):
        c.f(" ({a})", a=c.ag(c.rn(c.age - 6, c.age + 4) if c.nok_rel in ("wife", "husband", "partner", "sister",
                                                                           "brother") else c.rn(28, 60)))
    c.f(" in {t}.", t=("CITY", c.home[0]))
    if c.pr(0.4):
        c.f(" Born in {k}, moved here in {y}.", k=c.country_p(), y=("DATE", str(min(c.dob.year + c.rn(18, 40), c.today.year - 1))))
    c.t("\n")
    c.f("Diagnosis: AL {l} amyloidosis, biopsy-proven ({s}, Congo red positive, typed by {m}) {d}\n",
        l=dz.light, s=c.ch(["fat pad", "renal biopsy", "endomyocardial biopsy", "rectal biopsy", "bone marrow"]),
        m=c.ch(["mass spectrometry", "immunogold EM", "immunohistochemistry"]),
        d=c.ds(c.dt(-c.rn(10, 200)), c.ch([c.dsty, "month_y"])))
    c.t("Organ involvement: %s\n" % ", ".join(dz.organs))
    bnp = c.rn(300, 9800)
    tnt = c.rn(12, 140)
    dflc = c.rn(30, 900)
    pts = (bnp >= 1800) + (tnt >= 40) + (dflc >= 180)
    eur = "I" if bnp < 332 and tnt < 35 else ("II" if bnp < 332 or tnt < 35 else ("IIIb" if bnp > 8500 else "IIIa"))
    c.t("Mayo 2012 stage %s (NT-proBNP %s %s, hs-cTnT %d ng/L, dFLC %d mg/L); Mayo 2004/European modification "
        "stage %s\n\n" % (["I", "II", "III", "IV"][pts], "{:,}".format(bnp), dz.bnp_unit(), tnt, dflc, eur))
    wkg = c.rn(52, 96)
    c.f("Symptoms: NYHA class {n}; {s}. Weight {w} kg (dry weight {dw} kg).\n", n=c.ch(["I", "II", "II", "III",
                                                                                         "III"]),
        s=c.ch(["breathless on one flight of stairs", "orthostatic dizziness", "ankle oedema to mid-shin",
                "early satiety and 6 kg weight loss", "macroglossia, hoarse voice"]), w=wkg, dw=wkg - c.rn(1, 6))
    c.t("Exam: BP %d/%d sitting, %d/%d standing; JVP +%d cm; bibasal crackles %s; Kussmaul's sign absent.\n" %
        (c.rn(88, 138), c.rn(50, 84), c.rn(78, 120), c.rn(44, 76), c.rn(2, 6), c.ch(["present", "absent"])))
    c.f("ECG {d}: {e}\n", d=c.ds(c.today), e=c.ch(["sinus rhythm, low voltage limb leads, pseudo-infarct Q in V1-V3",
                                                   "AF 88 bpm, low voltages", "sinus, first-degree AV block, LAFB"]))
    c.f("Echo {d}: IVSd {i} mm, LVEF {e}%, GLS -{g}% with apical sparing, E/e' {ee}, {p}\n",
        d=c.ds(c.dt(-c.rn(0, 30))), i=c.rn(12, 19), e=c.rn(35, 64), g=c.rn(7, 16), ee=c.rn(9, 24),
        p=c.ch(["small pericardial effusion", "biatrial dilatation", "restrictive filling", "RV free wall 7 mm"]))
    c.f("CMR {d}: diffuse subendocardial LGE, native T1 {t} ms, ECV {e}\n", d=c.ds(c.dt(-c.rn(5, 60))),
        t=c.rn(1080, 1240), e="0.%d" % c.rn(38, 68))
    c.f("Tc-99m DPD scintigraphy: Perugini grade {g}{x}\n", g=c.rn(0, 2),
        x=c.ch(["", " (grade 1 uptake can occur in AL; TTR genotyping wild-type)", " - not suggestive of ATTR"]))
    c.t("6MWT %d m; NT-proBNP trend falling on therapy; 24h urine protein %.1f g/24h; eGFR %d.\n" %
        (c.rn(160, 480), c.r.uniform(0.2, 9.5), c.rn(18, 88)))
    if c.pr(0.45):
        c.f("Device: {t} implanted {d} at {h}; {m} S/N {s}; remote monitoring {u}\n",
            t=c.ch(["dual-chamber pacemaker", "ICD", "CRT-D", "implantable loop recorder"]),
            d=c.ds(c.dt(-c.rn(60, 900))), h=c.hosp_p(c.hosp2),
            m=c.ch(["Medtronic Azure", "Boston Scientific Accolade", "Abbott Assurity", "Biotronik Edora"]),
            s=c.dev(), u=c.ch([c.url("portal"), "via home transmitter", ["device clinic ", c.ph("ext")]]))
    c.f("\nAssessment: {x}\n", x={"I": "No convincing cardiac involvement by biomarkers; low risk.",
                                   "II": "Cardiac involvement by biomarkers; preserved EF, restrictive physiology.",
                                   "IIIa": "Cardiac AL amyloidosis with significant involvement; high early mortality "
                                           "risk.",
                                   "IIIb": "Stage IIIb - very high risk; for dose-attenuated therapy."}[eur])
    c.t("Plan:\n")
    c.f("- Dara-CyBorD (ANDROMEDA regimen) from {d}; bortezomib weekly, dexamethasone 20 mg weekly.\n",
        d=c.ds(c.dt(c.rn(3, 14))))
    c.t("- Furosemide %d mg BD, titrate to dry weight; avoid digoxin, CCBs and beta-blockers.\n" % c.ch([20, 40, 80]))
    c.t("- Midodrine 2.5 mg TDS for orthostatic hypotension; compression stockings.\n")
    if c.pr(0.5):
        c.t("- Wearable cardioverter-defibrillator discussed; NSVT on Holter.\n")
    c.f("- Daily weights; call the amyloid nurse line {p} if gain >2 kg in 3 days.\n", p=c.ph(c.ch(["land", "ext"])))
    c.f("- Repeat NT-proBNP, troponin and FLC at each cycle; review {d}.\n", d=c.ds(c.dt(c.rn(21, 42))))
    c.f("\n{n}\n{r}\n", n=c.dn(c.cons, c.ch(["t_full", "full"])), r=c.ch(["Consultant Haematologist", "Amyloidosis Lead",
                                                                        "Staff Haematologist"]))
    if c.pr(0.5):
        c.f("cc {g}, {p}; {d}, Cardiology, {h}\n", g=c.dn(c.gp, "t_full"), p=c.practice_p(), d=c.dn(c.reg, "t_full"),
            h=c.hosp_p(c.hosp2))

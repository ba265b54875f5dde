"""Microbiology reports, genetic testing reports, laboratory result letters, tumour marker trends."""
import datetime as dt

import pools as P
import neg
from phi import (R, ch, pr, Person, D, clock, phone, pager, internal_ext, email, url, accession, digits,
                 letters, order_no, fdate)
from blocks import (letterhead, demo_block, referrer_line, sig_block, cc_block, footer, Staff, relative, Site)
from genres_a import hist_extra

MICRO = {
    "Blood culture x2 sets": (["Staphylococcus aureus (MSSA)", "Escherichia coli", "Klebsiella pneumoniae",
                               "Streptococcus pneumoniae", "Enterococcus faecalis"],
                              "Aerobic bottle flagged positive at {h} h; Gram-positive cocci in clusters."),
    "Urine (MSU)": (["Escherichia coli >10^8 CFU/L", "Proteus mirabilis 10^7-10^8 CFU/L", "Mixed growth x3 organisms"],
                    "WBC {h} x10^6/L, RBC 10-100 x10^6/L, epithelial cells scanty."),
    "Wound swab, left foot ulcer": (["Staphylococcus aureus (MRSA)", "Pseudomonas aeruginosa", "Streptococcus pyogenes (Lancefield group A)"],
                                    "Gram: pus cells +++, organisms seen."),
    "Sputum": (["Haemophilus influenzae", "Moraxella catarrhalis", "Normal upper respiratory flora"],
               "Pus cells ++, squamous cells <10/lpf (acceptable)."),
    "CSF": (["No growth after 48 h", "Neisseria meningitidis"], "WCC {h} x10^6/L (90% polymorphs), protein 1.8 g/L, glucose 1.2 mmol/L."),
    "Faeces (enteric PCR panel)": (["Campylobacter spp. DETECTED", "Salmonella spp. DETECTED", "Clostridioides difficile toxin B gene DETECTED"],
                                   "Unformed stool, Bristol type 6."),
    "Sputum for AFB (x3)": (["Mycobacterium tuberculosis complex DETECTED (Xpert MTB/RIF), rifampicin resistance NOT detected"],
                            "Auramine stain: AFB seen (2+)."),
    "Serology: Q fever / Brucella": (["Coxiella burnetii phase II IgM positive", "Brucella total antibody negative"],
                                     "Paired sera requested in 14 days.")}
MICRO_HX = ["Febrile 38.9, rigors.", "Dysuria, frequency.", "Spreading cellulitis, diabetic foot.", "Productive cough.",
            "Neck stiffness, photophobia.", "Diarrhoea x5 days.", "Night sweats, weight loss, cavitating lesion on CXR.",
            "Fevers, headache, deranged LFTs."]
ABX = ["Amoxicillin", "Co-amoxiclav", "Flucloxacillin", "Cefazolin", "Ceftriaxone", "Ciprofloxacin", "Gentamicin",
       "Trimethoprim", "Nitrofurantoin", "Piperacillin-tazobactam", "Meropenem", "Vancomycin", "Doxycycline",
       "Clindamycin", "Erythromycin"]


ABX_GP = ["Penicillin", "Flucloxacillin", "Cefazolin", "Vancomycin", "Clindamycin", "Erythromycin", "Doxycycline",
          "Trimethoprim-sulfamethoxazole", "Rifampicin", "Linezolid"]
ABX_GN = ["Amoxicillin", "Co-amoxiclav", "Ceftriaxone", "Ciprofloxacin", "Gentamicin", "Trimethoprim",
          "Piperacillin-tazobactam", "Meropenem", "Cefalexin"]
ABX_NM = ["Penicillin", "Ceftriaxone", "Ciprofloxacin", "Rifampicin"]


def susc_table(d, org, urine):
    if "Neisseria" in org or "Haemophilus" in org or "Moraxella" in org:
        pool = ABX_NM + (["Amoxicillin", "Co-amoxiclav"] if "Neisseria" not in org else [])
    elif any(w in org for w in ("Staphylococcus", "Streptococcus", "Enterococcus")):
        pool = ABX_GP if "Enterococcus" not in org else ["Amoxicillin", "Vancomycin", "Linezolid", "Nitrofurantoin"]
    else:
        pool = ABX_GN + (["Nitrofurantoin"] if urine else [])
    d.t(f"{'Antibiotic':<31}{'MIC (mg/L)':<12}Interp\n")
    for a in R.sample(pool, min(len(pool), R.randint(4, 8))):
        d.t(f"{a:<31}{ch(['<=0.25', '0.5', '1', '2', '4', '>=16', '<=1', '8']):<12}{ch('SSSSIR')}\n")


def gen_micro(d, cx):
    spec = ch(list(MICRO))
    orgs, micro = MICRO[spec]
    if pr(.6):
        letterhead(d, cx, ch(["Microbiology", "Clinical Microbiology Laboratory", "Department of Medical Microbiology"]))
    d.t(ch(["MICROBIOLOGY REPORT\n", "Microbiology - Culture & Sensitivity\n", "FINAL REPORT - MICROBIOLOGY\n"]))
    demo_block(d, cx, extra=pr(.6))
    d.f("Specimen: {S}\nLab No: {A}    Order: {O}\nCollected: {D1} {T1}    Received: {D2} {T2}\n", S=spec,
        A=("IDNUM", accession("M", cx.report.year)), O=("IDNUM", order_no()), D1=cx.d(-R.randint(1, 4)), T1=clock(),
        D2=cx.d(-R.randint(0, 1)), T2=clock())
    referrer_line(d, cx, ch(["Requested by", "Clinician", "Ordering provider"]))
    d.t("\nClinical details: ")
    k = R.random()
    if "Q fever" in spec or k < .2:
        j = ch(["abattoir worker", "meat packer", "sheep farmer", "veterinarian", "shearer"])
        d.f("Works as {X} {J} at {E}. Fevers, headache. ", X="an" if j[0] in "aeiou" else "a", J=("PROFESSION", j),
            E=("ORGANIZATION", ch(P.EMPLOYERS)))
    elif k < .4:
        st = ch(["daymon", "short", "mdy", "mon"])
        d.f("Travelled to {C} {D1} to {D2}. ", C=("COUNTRY", ch(P.COUNTRIES)), D1=cx.d(-R.randint(30, 40), st),
            D2=cx.d(-R.randint(10, 20), st))
    else:
        hist_extra(d, cx)
    d.t(MICRO_HX[list(MICRO).index(spec)] + "\n")
    d.f("Antibiotics at collection: {A}\n\n", A=ch(["none", "none stated", neg.med_inline(1), "ceftriaxone 2 g (1 dose)"]))
    d.t("MICROSCOPY:\n" + micro.format(h=R.randint(10, 450)) + "\n")
    if pr(.4):
        d.t(neg.eponym("micro") + "\n")
    d.t("\nCULTURE:\n")
    iso = R.sample(orgs, R.randint(1, min(2, len(orgs))))
    for i, o in enumerate(iso):
        d.t(f"{i + 1}. {o}\n")
    if pr(.65) and not any(w in iso[0] for w in ("No growth", "Mixed", "flora", "DETECTED", "Coxiella")):
        d.t("\nSUSCEPTIBILITY (isolate 1, EUCAST breakpoints):\n")
        susc_table(d, iso[0], "Urine" in spec)
    d.t("\nCOMMENT:\n")
    k = R.random()
    bms = Staff(cx.c, "sci")
    if k < .45:
        d.f("Positive result phoned to {N} ({W}) by {B} at {T} on {D}. Read-back confirmed.\n",
            N=cx.ref.dr() if pr(.5) else ("DOCTOR", Person().full()), W=("HOSPITAL", cx.ward), B=("DOCTOR", bms.full()),
            T=clock(), D=cx.d(0, ch(["short", "wdshort", None])))
    elif k < .6:
        d.f("Notifiable condition: notified to {O} public health unit on {D} (ref {R}).\n",
            O=("CITY", cx.site.town), D=cx.d(), R=("IDNUM", "PHU-" + digits(6)))
    elif k < .75:
        r1, f1 = relative(cx)
        d.f("Infection Prevention informed ({N}, ext {E}). Household contacts for screening: {R} {F}", N=("DOCTOR", Person().full()),
            E=("PHONE", internal_ext(cx.c)), R=r1, F=("FAMILY", f1.full()))
        if pr(.6):
            r2, f2 = relative(cx)
            d.f(" and {R} {F}", R=r2, F=("FAMILY", f2.first))
        d.t(".\n")
    else:
        d.t(ch(["Please send repeat cultures if clinically indicated.", "Suggest ID consult for S. aureus bacteraemia.",
                "Isolate referred to reference laboratory for typing.", "Mixed growth - suggest repeat if symptomatic."]) + "\n")
    if "Legionella" in spec or pr(.08):
        d.f("Environmental sampling requested at patient's workplace ({E}, {A}).\n", E=("ORGANIZATION", ch(P.EMPLOYERS)),
            A=Site(cx.c).addr.inline())
    if pr(.4):
        d.t(ch(["Will re-incubate for a further 48 h.", "Plates will be held for 7 days.", neg.wordy("lab")]) + "\n")
    d.f("\nValidated by: {N}, {C}", N=("DOCTOR", bms.full()), C=bms.cred or "BMS")
    if pr(.5):
        d.f("   Authorised: {N}", N=Staff(cx.c, "path").dr())
    d.t("\n")
    if pr(.3):
        d.f("Report status: FINAL (amended {D} {T})\n", D=cx.d(R.randint(0, 2)), T=clock())
    footer(d, cx)


GENE_TESTS = {
    "Hereditary breast and ovarian cancer panel (BRCA1, BRCA2, PALB2, CHEK2, ATM, TP53, PTEN)": (
        ["BRCA1", "NM_007294.4:c.5266dupC", "p.(Gln1756Profs*74)", "Heterozygous", "Pathogenic"],
        ["CHEK2", "NM_007194.4:c.1100delC", "p.(Thr367Metfs*15)", "Heterozygous", "Pathogenic"],
        ["BRCA2", "NM_000059.4:c.7522G>A", "p.(Gly2508Ser)", "Heterozygous", "Uncertain significance (VUS)"]),
    "Lynch syndrome panel (MLH1, MSH2, MSH6, PMS2, EPCAM)": (
        ["MLH1", "NM_000249.4:c.1852_1854del", "p.(Lys618del)", "Heterozygous", "Pathogenic"],
        ["MSH6", "NM_000179.3:c.3261dup", "p.(Phe1088Leufs*5)", "Heterozygous", "Pathogenic"]),
    "Cystic fibrosis carrier screen (CFTR)": (
        ["CFTR", "NM_000492.4:c.1521_1523del", "p.(Phe508del)", "Heterozygous", "Pathogenic (carrier)"],),
    "Familial hypercholesterolaemia panel (LDLR, APOB, PCSK9)": (
        ["LDLR", "NM_000527.5:c.681C>G", "p.(Asp227Glu)", "Heterozygous", "Pathogenic"],
        ["APOB", "NM_000384.3:c.10580G>A", "p.(Arg3527Gln)", "Heterozygous", "Pathogenic"]),
    "Cardiomyopathy panel (MYH7, MYBPC3, TNNT2, LMNA, TTN)": (
        ["MYBPC3", "NM_000256.3:c.1504C>T", "p.(Arg502Trp)", "Heterozygous", "Pathogenic"],
        ["TTN", "NM_001267550.2:c.54748G>T", "p.(Glu18250*)", "Heterozygous", "Likely pathogenic"]),
    "HFE haemochromatosis genotyping": (
        ["HFE", "NM_000410.4:c.845G>A", "p.(Cys282Tyr)", "Homozygous", "Pathogenic"],)}


GENE_HX = [(["breast cancer", "ovarian cancer", "triple-negative breast cancer"], ["breast cancer", "ovarian cancer"]),
           (["colorectal cancer", "endometrial cancer"], ["colorectal cancer", "endometrial cancer"]),
           (["a CF carrier partner"], ["cystic fibrosis (affected child)"]),
           (["LDL 7.9 mmol/L with tendon xanthomata", "premature coronary disease"], ["premature MI", "hypercholesterolaemia"]),
           (["hypertrophic cardiomyopathy", "dilated cardiomyopathy"], ["sudden cardiac death", "cardiomyopathy"]),
           (["ferritin 1850 ug/L", "transferrin saturation 78%"], ["haemochromatosis", "liver cirrhosis"])]


def gen_genetic(d, cx):
    test = ch(list(GENE_TESTS))
    lab = ch(P.GENE_LABS)
    if "breast" in test:
        cx.fix("F" if pr(.85) else None, 25, 75)
    else:
        cx.fix(None, 18, 80)
    d.f("{L}\n", L=("ORGANIZATION", lab))
    d.f("{A}\n", A=Site(cx.c).addr.inline())
    if cx.c == "US":
        d.f("CLIA# {C}   CAP# {P}   Lab Director: {N}, PhD, FACMG\n", C=("LICENSE", f"{digits(2)}D{digits(7)}"),
            P=("LICENSE", digits(7)), N=("DOCTOR", Person().full()))
    elif cx.c == "UK":
        d.f("UKAS accredited medical laboratory No. {C}\n", C=("LICENSE", digits(4)))
    else:
        d.f("NATA accreditation no. {C}\n", C=("LICENSE", digits(4)))
    d.f("Tel {P}  Fax {F}  {U}\n\n", P=("PHONE", phone(cx.c, "land")), F=("FAX", phone(cx.c, "land")), U=("URL", url("/genomics")))
    d.t(ch(["GENETIC TEST REPORT\n", "MOLECULAR GENETICS REPORT\n", "Germline Genetic Testing - Final Report\n"]))
    demo_block(d, cx, extra=pr(.4), style=ch(["grid", "lines"]))
    if cx.c == "US" and pr(.35):
        d.f("SSN (billing): {S}\n", S=("SSN", cx.ssn))
    d.f("Lab ID: {L}   Sample ID: {S}   Sample type: {T}\nCollected: {D1}   Received: {D2}   Reported: {D3}\n",
        L=("IDNUM", accession("G", cx.report.year)), S=("IDNUM", letters(2) + digits(8)),
        T=ch(["Blood (EDTA)", "Saliva", "Buccal swab", "Extracted DNA"]), D1=cx.d(-R.randint(20, 40)),
        D2=cx.d(-R.randint(14, 19)), D3=cx.d())
    referrer_line(d, cx, ch(["Ordering clinician", "Referring clinician", "Requested by"]))
    if pr(.6):
        gc = Staff(cx.c, "gc")
        d.f("Genetic counsellor: {N}, {C} ({E})\n", N=("DOCTOR", gc.full()), C=gc.cred, E=("EMAIL", email(gc)))
    d.f("\nTest: {T}\n\nIndication:\n", T=test)
    r1 = ch(["mother", "maternal aunt", "sister", "paternal grandmother", "maternal grandmother", "paternal aunt"])
    f1 = Person("F")
    own, fam = GENE_HX[list(GENE_TESTS).index(test)]
    if cx.pt.sex == "M":
        own = [x for x in own if "ovarian" not in x and "breast" not in x] or ["male breast cancer"]
    k = R.random()
    if k < .5:
        d.f("Personal history of {X} diagnosed at age {A}. {R} ({N}) diagnosed with {Y} at {B}.",
            X=ch(own),
            A=("AGE", str(max(18, cx.age - R.randint(0, 8)))), R=r1.capitalize(), N=("FAMILY", f1.full()),
            Y=ch(fam), B=("AGE", str(R.randint(34, 62))))
    elif k < .8:
        d.f("Cascade testing: familial variant identified in {R} {N} (our ref {F}).", R=r1, N=("FAMILY", f1.full()),
            F=("IDNUM", accession("G", cx.report.year - 1)))
    else:
        d.t("Carrier screening, planning pregnancy." if "carrier" in test else "Family history only; unaffected.")
    if pr(.5):
        d.f(" Ancestry: {C}.", C=("COUNTRY", ch(P.COUNTRIES)))
    d.t("\n\nRESULT: ")
    variants = GENE_TESTS[test]
    pos = pr(.6)
    if pos:
        v = ch(variants)
        d.t(f"{v[4].upper()} VARIANT DETECTED\n\n{'Gene':<8}{'Variant (HGVS)':<32}{'Protein':<24}{'Zygosity':<14}Classification\n")
        d.t(f"{v[0]:<8}{v[1]:<32}{v[2]:<24}{v[3]:<14}{v[4]}\n")
    else:
        d.t("NEGATIVE - no pathogenic or likely pathogenic variant detected.\n")
    d.t("\nInterpretation:\n")
    if pos:
        d.t(ch(["This result confirms a genetic predisposition consistent with the personal and family history.",
                "Variant classification per ACMG/AMP 2015 and ClinGen SVI recommendations."]))
    else:
        d.t("A negative result reduces but does not eliminate risk; residual risk is based on family history.")
    d.t(" " + neg.eponym("gen") + "\n")
    if pos and pr(.7):
        r2 = ch(["sister", "brother", "daughter", "son", "mother", "father", "niece", "nephew", "cousin"] if cx.age >= 30
                else ["sister", "brother", "mother", "father", "cousin"])
        f2 = Person("M" if r2 in ("brother", "son", "father", "nephew") else "F" if r2 != "cousin" else None,
                    cx.pt.last if r2 in ("son", "daughter", "brother", "sister") and pr(.6) else None)
        d.f("\nRecommendations: Predictive testing is available to at-risk relatives, including {R} {N} (DOB {B}). "
            "Please ask relatives to call {P} or email {E} quoting family number {F}.\n", R=r2, N=("FAMILY", f2.full()),
            B=D(cx.report - dt.timedelta(days=R.randint(6000, 25000)), cx.c), P=("PHONE", phone(cx.c)),
            E=("EMAIL", email(dept="genetics.service")), F=("IDNUM", "FAM" + digits(5)))
    d.t(f"\nMethods: NGS (hybrid capture), {ch(['GRCh38', 'GRCh37/hg19'])}; mean coverage {R.randint(180, 620)}x, "
        f">99% of bases at 20x. CNV by {ch(['MLPA', 'read-depth analysis'])}. Variants confirmed by Sanger sequencing.\n")
    d.f("\nAnalysed by: {A}\nReviewed and authorised: {B}, {C}   {D}\n", A=("DOCTOR", Person().full()),
        B=("DOCTOR", Person().full()), C=ch(["PhD, FACMG", "Consultant Clinical Scientist", "FFSc (RCPA)", "FRCPath"]), D=cx.d())
    if pr(.3):
        d.f("Portal access for patient: {U} (username {N})\n", U=("URL", url("/portal")),
            N=("USERNAME", cx.pt.first.lower() + cx.pt.last.lower()[:3] + digits(2)))


LETTER_PANELS = [("Full blood count", ["Hb", "WBC", "PLT", "MCV", "Neut"]),
                 ("Renal function", ["Na", "K", "Urea", "Creatinine", "eGFR"]),
                 ("Liver function", ["Bili", "ALT", "ALP", "GGT", "Albumin"]),
                 ("Diabetes", ["HbA1c", "Glucose"]), ("Thyroid", ["TSH"]), ("Iron studies", ["Ferritin"]),
                 ("Lipids", [])]


def gen_lab_letter(d, cx):
    to_pt = pr(.55)
    site = Site(cx.c, kind="gp") if to_pt else cx.site
    doc = Staff(cx.c, "doc")
    d.f("{H}\n", H=("HOSPITAL", site.name))
    d.put(site.addr.lines())
    d.f("Tel: {P}   Fax: {F}\n", P=("PHONE", site.phone), F=("FAX", site.fax))
    if pr(.4):
        d.f("Email: {E}\n", E=("EMAIL", site.dept_email))
    d.f("\n{D}\n\n", D=cx.d(R.randint(1, 6), ch(["long", "longgb", None, "wd"])))
    if to_pt:
        d.f("{T} {N}\n", T=cx.pt.title(), N=("PATIENT", cx.pt.full()))
        d.put(cx.addr.lines())
        d.f("\nDear {T} {N},\n\n", T=cx.pt.title(), N=("PATIENT", cx.pt.last))
        d.f("Re: Your blood test results of {D}\n\n", D=cx.d(0, ch(["long", "longgb", "daymon", None])))
        d.t(ch(["Your recent blood tests have been reviewed by the doctor. ",
                "Thank you for attending for your blood test. "]))
        d.t(ch(["Most results are within the normal range, but a few need follow-up as below.\n\n",
                "The doctor would like you to book a routine appointment to discuss them.\n\n"]))
    else:
        d.put(cx.ref.dr())
        d.t("\n")
        d.f("{H}\n\nDear Dr {N},\n\n", H=("HOSPITAL", cx.site2.name), N=("DOCTOR", cx.ref.last))
        d.f("Re: {N}, DOB {B}, {L} {M}\n\n", N=cx.ptname(ch(["full", "LF"])), B=cx.dob_piece(), L=cx.mrn_label(), M=("MRN", cx.mrn))
        d.f("Please find below the results for your patient, collected on {D} (lab no. {A}). ",
            D=cx.d(0), A=("IDNUM", accession(ch(["B", "L", "CH"]), cx.report.year)))
        d.t(ch(["Abnormal values are flagged.\n\n", "Reference intervals are shown in brackets.\n\n"]))
        if pr(.4):
            d.t("Medications on request form: " + neg.med_inline(R.randint(2, 4)) + ".\n\n")
    for name, keys in R.sample(LETTER_PANELS, R.randint(1, 3)):
        d.t(f"{name}:\n")
        rows = [x for x in neg.LABS if x[0] in keys] or R.sample(neg.LABS, 2)
        for a, u, lo, hi, dec in rows:
            d.t(f"  {a:<12}{neg.val(lo, hi, dec):>8} {u:<14}({neg.REF.get(a, '-')})\n")
        d.t("\n")
    if to_pt:
        d.f("Please call the {K} on {P} between 8:30 and 11:00 to book an appointment with {N}",
            K=ch(["surgery", "practice", "clinic", "results line"]), P=("PHONE", site.phone), N=doc.dr())
        d.f(", or use the online booking at {U}.\n", U=("URL", url("/appointments")))
        if pr(.3):
            d.f("If you need a repeat test, please attend before {D}.\n", D=cx.d(R.randint(14, 40), ch(["long", "longgb", "daymon", None])))
        d.t(ch(["\nYours sincerely,\n\n", "\nKind regards,\n\n"]))
        d.put(doc.signed())
        d.t("\n")
        if pr(.5):
            d.f("On behalf of {N}, {T}\n", N=("DOCTOR", Person().full()), T=ch(["Practice Manager", "Results Administrator",
                                                                              "Medical Secretary"]))
    else:
        if pr(.4):
            d.t(neg.wordy("lab") + "\n")
        d.t(ch(["Suggest repeat in 2 weeks with a non-haemolysed sample.\n", "Please review and action as appropriate.\n",
                "Results phoned to the practice; no further action from the laboratory.\n"]))
        sig_block(d, cx, Staff(cx.c, "path"), "Chemical Pathologist")
        if pr(.4):
            cc_block(d, cx)


MARKERS = {"CEA": ("ug/L", "<5.0", 1, 180), "CA 19-9": ("U/mL", "<37", 10, 2400), "CA-125": ("U/mL", "<35", 8, 1900),
           "PSA": ("ug/L", "<4.0", 0.02, 64), "AFP": ("kU/L", "<10", 2, 3200), "beta-hCG": ("IU/L", "<5", 1, 45000),
           "CA 15-3": ("U/mL", "<31", 8, 310), "LDH": ("U/L", "120-250", 130, 900)}
MK_CANCER = {"CEA": "metastatic colorectal adenocarcinoma", "CA 19-9": "pancreatic adenocarcinoma",
             "CA-125": "high-grade serous ovarian carcinoma", "PSA": "metastatic prostate adenocarcinoma",
             "AFP": "hepatocellular carcinoma", "beta-hCG": "non-seminomatous germ cell tumour",
             "CA 15-3": "metastatic breast carcinoma", "LDH": "diffuse large B-cell lymphoma"}


def gen_tumour(d, cx):
    mk = ch(list(MARKERS))
    sec = ch([m for m in MARKERS if m != mk]) if pr(.45) else None
    if mk in ("CA-125", "CA 15-3"):
        cx.fix("F", 35, 85)
    elif mk in ("PSA", "beta-hCG"):
        cx.fix("M", 55 if mk == "PSA" else 18, 88 if mk == "PSA" else 45)
    else:
        cx.fix(None, 35, 88)
    if pr(.6):
        letterhead(d, cx, ch(["Clinical Biochemistry", "Oncology Day Unit - Results", "Chemical Pathology", "Cancer Centre"]))
    d.t(ch(["TUMOUR MARKER TREND REPORT\n", "Tumour Marker Cumulative Report\n", "TUMOR MARKER TREND\n"]))
    demo_block(d, cx, extra=pr(.5))
    onc = Staff(cx.c, "doc")
    d.f("Oncologist: {N}\nDiagnosis: {X} (diagnosed {D})\n", N=onc.dr(), X=MK_CANCER[mk],
        D=cx.d(-R.randint(200, 1500), ch(["monyr", "monyr3", "myr", "year"])))
    n = R.randint(5, 10)
    start = cx.report - dt.timedelta(days=21 * (n - 1) + R.randint(0, 10))
    u, ref, lo, hi = MARKERS[mk]
    d.t(f"\n{'Date':<14}{'Lab no':<16}{mk + ' (' + u + ')':<22}" + (f"{sec:<12}" if sec else "") + "Comment\n")
    v = R.uniform(lo, hi)
    cyc = 0
    vals_seen = []
    reg = {"CEA": "FOLFOX", "CA 19-9": "gem/nab-paclitaxel", "CA-125": "carboplatin/paclitaxel", "PSA": "docetaxel",
           "AFP": "atezolizumab/bevacizumab", "beta-hCG": "BEP", "CA 15-3": "paclitaxel", "LDH": "R-CHOP"}[mk]
    lpfx = ch(["B", "CH", "T", "BC"])
    lsty = R.randint(0, 2)
    for i in range(n):
        day = start + dt.timedelta(days=21 * i + R.randint(-2, 2))
        ds = fdate(day, cx.c, "mdy" if cx.c == "US" else "dmy")
        d.p("DATE", ds)
        d.t(" " * (14 - len(ds)))
        yy = day.year % 100
        ln = [f"{lpfx}{yy}-{digits(5)}", f"{yy}{lpfx}{digits(6)}", f"{lpfx}/{yy}/{digits(5)}"][lsty]
        d.p("IDNUM", ln)
        d.t(" " * max(1, 16 - len(ln)))
        v = max(lo, v * R.uniform(0.55, 1.35))
        uln = float(ref.lstrip("<").split("-")[-1])
        s = (f"{v:.2f}" if v < 10 else f"{v:.1f}") + (" H" if v > uln else "")
        vals_seen.append(v)
        d.t(f"{s:<22}")
        if sec:
            d.t(f"{R.uniform(1, 90):<12.1f}")
        if i and pr(.4):
            cyc += 1
            d.t(f"C{cyc}D1 {reg}")
        elif pr(.15):
            d.t(ch(["haemolysed", "repeat requested", "post-op", "CT: PR"]))
        d.t("\n")
    d.f("\nReference interval: {R} {U}. Assay: {A}. Method change on {D} - results not directly comparable.\n",
        R=ref, U=u, A=ch(["Roche Elecsys", "Abbott Alinity i", "Siemens Atellica"]),
        D=cx.d(-R.randint(30, 300), ch(["long", "longgb", None])))
    ratio = vals_seen[-1] / vals_seen[0]
    d.t("\nComment: " + (f"{mk} falling, consistent with treatment response." if ratio < .8 else
                         f"Rising {mk} over recent samples; correlate with imaging." if ratio > 1.25 else
                         f"{mk} plateau. Note marker may be falsely raised in cholestasis.") + "\n")
    if pr(.5):
        d.f("Next sample due {D} (pre-cycle). Results to {N} via {E}.\n", D=cx.d(21, ch(["wd", "wdshort", None])),
            N=("DOCTOR", onc.full()), E=("EMAIL", email(onc)))
    if pr(.3):
        d.t(f"Other: {neg.lab_inline(3)}.\n")
    if pr(.35):
        d.t(neg.wordy("lab") + "\n")
    sig_block(d, cx, Staff(cx.c, "path"), "Validated by")
    footer(d, cx)

"""Own-addition genres: high-cost drug funding / prior authorisation request; autologous stem cell
apheresis collection and cryopreservation record."""
from clin import Dz, neg_line
from gcommon import hn_lab, id_block, mrn_lab, pron, prof_p

DRUGS = [("daratumumab SC (Darzalex SC) 1800 mg", "J9144", "C90.00"),
         ("isatuximab (Sarclisa) 10 mg/kg IV", "J9227", "C90.02"),
         ("carfilzomib (Kyprolis) 56 mg/m2 IV", "J9047", "C90.02"),
         ("pomalidomide (Pomalyst) 4 mg PO", "n/a (oral)", "C90.02"),
         ("teclistamab (Tecvayli) 1.5 mg/kg SC", "J9380", "C90.02"),
         ("daratumumab SC + CyBorD for AL amyloidosis", "J9144", "E85.81")]


def _tm(c):
    return "%02d:%02d" % (c.rn(7, 18), c.rn(0, 59))


def funding(c):
    dz = Dz(c, "MM")
    drug, hcpcs, icd = c.ch(DRUGS[:2] + DRUGS[5:]) if dz.line == 1 else c.ch(DRUGS[:5])
    cc = c.cc
    pres = c.cons
    lic_lab = {"UK": "GMC No", "IE": "IMC No", "US": "NPI", "CA": "CPSO No", "AU": "Prescriber No", "NZ": "MCNZ No"}[cc]
    if cc == "US":
        ins = c.org("ins")
        c.t("FAX COVER SHEET\n")
        c.f("To: {i} - Pharmacy Prior Authorization    Fax: {x}    Phone: {p}\n", i=ins, x=c.fax(), p=c.ph("land"))
        pa = c.staff("")
        c.f("From: {n}, Prior Authorization Specialist, {h}    Fax: {x}    Phone: {p}\n",
            n=c.nm(pa, "DOCTOR", "full"), h=c.hosp_p(), x=c.fax(), p=c.ph("ext"))
        c.f("Date: {d}    Pages: {n} (incl. cover)\n", d=c.ds(c.today), n=c.rn(4, 11))
        c.t("CONFIDENTIAL: this facsimile contains protected health information.\n\n")
        c.t("PRIOR AUTHORIZATION REQUEST - SPECIALTY MEDICATION (MEDICAL BENEFIT)\n")
        c.t("-" * 66 + "\n")
        c.f("Member name: {n}    DOB: {d}    Sex: {s}\n", n=c.pn("LFU"), d=c.dob_s(), s=c.pt["sex"])
        if c.pr(0.6):
            c.f("Patient account #: {a}    {ml}: {m}\n", a=c.acct(), ml=mrn_lab(c), m=("MRN", c.mrn))
        c.f("Member ID: {m}    Group #: {g}    Plan: {i}\n", m=("HEALTHPLAN", c.hnum), g=("HEALTHPLAN", c.pat("#####-@@")),
            i=ins)
        if c.age >= 65 or c.pr(0.3):
            c.f("Medicare MBI (secondary): {m}\n", m=("HEALTHPLAN", c.pat("#@@#-@@#-@@##")))
        c.f("Subscriber: {s}    Employer: {e}\n", s=c.ch(["self", ["spouse - ", c.fn("full")]]), e=c.org("emp"))
        if c.pr(0.9):
            c.f("SSN: {s}\n", s=c.ssn())
        c.f("Address: {a}    Phone: {p}\n", a=c.addr(), p=c.ph(c.ch(["mobile", "land"])))
        c.t("-" * 66 + "\n")
        c.f("Prescriber: {n}, MD    NPI: {l}    DEA: {d}\n", n=c.nm(pres, "DOCTOR", c.ch(["full", "fml"])),
            l=c.lic("npi"), d=c.lic("dea", p=pres))
        c.f("Practice: {h}, {a}\nPhone: {p}    Fax: {x}    Contact: {n}\n", h=c.hosp_p(), a=c.addr(town=c.htown),
            p=c.ph("ext"), x=c.fax(), n=c.nm(pa, "DOCTOR", "first"))
        c.f("Site of care: {h} Infusion Center    Facility NPI: {l}\n", h=c.hosp_p(), l=c.lic("npi"))
    else:
        hdr = {"UK": "HIGH COST DRUGS - PRIOR APPROVAL FORM (Blueteq)\nCommissioner: NHS England (specialised "
                     "commissioning)\n",
               "IE": "ONCOLOGY DRUG MANAGEMENT SYSTEM (ODMS) - REIMBURSEMENT APPLICATION\nHSE Acute Hospitals "
                     "Drugs Management Programme\n",
               "CA": "NEW DRUG FUNDING PROGRAM (NDFP) ENROLMENT / PRIVATE INSURER COORDINATION\n",
               "AU": "PBS AUTHORITY APPLICATION - WRITTEN AUTHORITY REQUIRED (Section 100 EFC)\n",
               "NZ": "PHARMAC SPECIAL AUTHORITY / NPPA APPLICATION\n"}[cc]
        c.t(hdr)
        c.f("Submitting organisation: {h}    Date: {d}\n", h=c.hosp_p(), d=c.ds(c.today))
        c.t("-" * 66 + "\n")
        c.f("Patient: {n}    DOB: {d}    {ml}: {m}\n", n=c.pn(c.ch(["LFU", "full"])), d=c.dob_s(), ml=mrn_lab(c),
            m=("MRN", c.mrn))
        c.f("{hl}: {h}", hl=hn_lab(c), h=("HEALTHPLAN", c.hnum))
        if cc == "AU" and c.pr(0.4):
            c.f("    DVA file no: {v}", v=("HEALTHPLAN", c.pat("@@######")))
        if cc in ("IE",) and c.pr(0.9):
            c.f("    PPSN: {s}", s=c.ssn())
        c.t("\n")
        c.f("Address: {a}\n", a=c.addr())
        if cc == "CA":
            c.f("Private insurer: {i}, policy {p}, certificate {ce}; plan member employed by {e}\n", i=c.org("ins"),
                p=("HEALTHPLAN", c.pat("######")), ce=("HEALTHPLAN", c.pat("@#########")), e=c.org("emp"))
            if c.pr(0.8):
                c.f("SIN (insurer form 4B): {s}\n", s=c.ssn())
        if cc in ("AU", "NZ") and c.pr(0.7):
            c.f("Tax file / IRD number (income protection claim): {s}\n", s=c.ssn())
        c.f("Consultant: {n}    {ll}: {l}\n", n=c.dn(pres, "t_full"), ll=lic_lab, l=c.lic("gmc" if cc == "AU" else None, p=pres))
        c.f("Contact: {n}, {r}, tel {p}, {e}\n", n=c.nm(c.staff(""), "DOCTOR", "full"),
            r=c.ch(["Haematology Pharmacist", "Homecare & High-Cost Drugs Pharmacist", "Myeloma CNS"]),
            p=c.ph(c.ch(["ext", "land"])), e=c.email_s(None, local="highcost.drugs"))
    c.t("-" * 66 + "\n")
    c.t("Requested drug: %s\n" % drug)
    if cc == "US":
        c.t("HCPCS: %s    ICD-10-CM: %s    NDC on file    Units: per label\n" % (hcpcs, icd))
    else:
        c.t("ICD-10: %s    Indication: %s\n" % (icd, "AL amyloidosis, newly diagnosed" if icd == "E85.81" else
                                                     "relapsed myeloma after %d prior line%s" % (dz.line - 1, "s" if
                                                     dz.line > 2 else "") if dz.line > 1 else
                                                     "newly diagnosed, transplant ineligible"))
    c.f("Diagnosis date: {d}    Line of therapy: {l}    ECOG: {e}\n", d=c.ds(c.dt(dz.dx_days)), l=dz.line,
        e=c.rn(0, 2))
    c.t("Prior therapy:%s\n" % (" none (first line)" if dz.line == 1 else ""))
    dd = dz.dx_days
    for i in range(dz.line - 1):
        a = c.dt(dd + 20)
        b = c.plus(a, c.rn(120, 300))
        c.f("  {i}. {r}  {a} - {b}  best response {x}\n", i=i + 1, r=c.ch(["VRd", "VTd", "D-VRd", "Rd", "KRd", "DVd"]),
            a=c.ds(a, c.ch(["mon_y", "mm_y", c.dsty])), b=c.ds(b, c.ch(["mon_y", "mm_y", c.dsty])),
            x=c.ch(["VGPR", "PR", "CR", "SD"]))
        dd += c.rn(200, 400)
    reg_body = {"UK": "MHRA licence; NICE TA recommendation", "IE": "EMA authorisation; NCPE assessment complete",
                "US": "FDA-approved indication (see label)", "CA": "Health Canada NOC; CDA-AMC recommendation",
                "AU": "TGA-registered; PBAC recommended", "NZ": "Medsafe approved; PHARMAC criteria"}[cc]
    c.t("Regulatory: %s\n" % reg_body)
    c.t("Criteria: [x] measurable disease  [x] adequate organ function  [x] not previously treated with this agent"
        "  [ ] CNS disease\n")
    if icd == "E85.81":
        c.t("Congo red positive fat pad; typing by mass spectrometry confirms AL (lambda).\n")
        why = "Cardiac AL, Mayo 2012 stage %s; rapid haematological response required." % c.ch(["II", "III"])
    elif dz.line == 1:
        c.t(neg_line(c) + "\n")
        why = c.ch(["Transplant-ineligible (frailty); quadruplet induction per national guidance.",
                    "Transplant-eligible; quadruplet induction before ASCT per national guidance."])
    else:
        c.t(neg_line(c) + "\n")
        why = c.ch(["Progression on lenalidomide maintenance (IMWG); lenalidomide-refractory, PI-sensitive.",
                    "Triple-class refractory; no suitable trial place (screen failed at two sites).",
                    "Biochemical relapse with rising FLC and new lytic lesion; PI-refractory."])
    c.f("Clinical rationale: {x}\n", x=why)
    if not c.prof.startswith("retired") and c.pr(0.5):
        c.f("Patient works as {a} {p}", a="an" if c.prof[0] in "aeiou" else "a", p=prof_p(c))
        c.t(" and wishes to continue working; subcutaneous route preferred to reduce chair time.\n")
    c.t("-" * 66 + "\n")
    ref = c.idn("auth")
    c.f("Reference/approval no.: {r}    Status: {s}    Valid {a} to {b}\n", r=ref,
        s=c.ch(["APPROVED", "APPROVED", "PENDING - further information requested", "APPROVED (12 cycles)"]),
        a=c.ds(c.today), b=c.ds(c.dt(c.rn(150, 365))))
    c.f("Signed: {n}    Date: {d}\n", n=c.nm(pres, "DOCTOR", c.ch(["full", "t_full"])), d=c.ds(c.today))
    if c.pr(0.45):
        c.f("Submitted via {u} by {us}\n", u=c.url("portal"), us=c.user())


def apheresis(c):
    dz = Dz(c, "MM")
    he, his, him, He, His = pron(c)
    c.f("{h}\n", h=c.hosp_p())
    c.t(c.ch(["Apheresis Unit and Stem Cell Processing Laboratory\n", "Cellular Therapy Laboratory - Apheresis\n",
              "Stem Cell Collection Service\n"]))
    c.t(c.ch(["AUTOLOGOUS PBSC COLLECTION AND CRYOPRESERVATION RECORD\n", "PERIPHERAL BLOOD STEM CELL HARVEST RECORD\n",
              "APHERESIS PROCEDURE RECORD - AUTOLOGOUS\n"]))
    c.t("=" * 66 + "\n")
    id_block(c, layout=c.ch(["grid", "line", "label"]), addr=c.pr(0.2))
    wt = c.rn(52, 118)
    c.f("Weight {w} kg    Total blood volume {b} L    Transplant centre: {h}\n", w=wt, b="%.1f" % (wt * 0.07),
        h=c.hosp_p(c.ch([c.hosp, c.hosp2])))
    c.f("Referring consultant: {d}    Donor = recipient (autologous)\n", d=c.dn(c.cons, "t_full"))
    if c.pr(0.4):
        c.f("{l}: {a}\n", l=c.ch(["Visit no.", "Encounter", "Episode"]), a=c.acct())
    mob = c.dt(-c.rn(6, 12))
    c.f("Mobilisation: {m}; G-CSF day 1 {d}\n", m=c.ch(["cyclophosphamide 2 g/m2 + filgrastim 5 mcg/kg",
                                                        "filgrastim 10 mcg/kg/day", "G-CSF + plerixafor 0.24 mg/kg"]),
        d=c.ds(mob))
    if c.pr(0.5):
        c.f("Plerixafor given {d} {t} (peripheral CD34 {n}/uL)\n", d=c.ds(c.dt(-c.rn(1, 2))), t=_tm(c),
            n=c.rn(4, 14))
    c.f("Access: {a}, inserted {d}\n", a=c.ch(["right IJ Vascath", "bilateral peripheral veins (16G/18G)",
                                              "left femoral apheresis line", "tunnelled Trifusion line"]),
        d=c.ds(c.dt(-c.rn(1, 3))))
    c.f("Consent for collection and storage signed {d}; identity verified against wristband and {m} {b}.\n",
        d=c.ds(c.dt(-c.rn(10, 40))), m=c.ch(["palm-vein ID", "fingerprint ID", "biometric ID"]), b=c.bio())
    c.t("=" * 66 + "\n")
    n = c.rn(1, 3)
    total = 0.0
    for i in range(n):
        d = c.dt(-n + 1 + i)
        op = c.staff("")
        c.f("DAY {i}  {d}\n", i=i + 1, d=c.ds(d, c.ch([c.dsty, "wd_dmy" if not c.us else "wd_us"])))
        c.t("  Pre: WBC %.1f  Hb %s  Plt %d  peripheral CD34+ %d/uL\n" % (c.r.uniform(8, 48),
                                                                       dz.hb(c.r.uniform(88, 128)),
                                                                       c.rn(60, 240), c.rn(9, 90)))
        c.f("  Machine: Spectra Optia (CMNC) S/N {s}; kit lot {l}\n", s=c.dev(), l=c.pat("@@###-##"))
        pv = c.r.uniform(2.5, 4.2)
        c.t("  Processed %.1f L (%.1f x TBV); ACD-A ratio 12:1; duration %d min; inlet %d mL/min\n" %
            (pv * wt * 0.07, pv, c.rn(180, 330), c.rn(45, 90)))
        c.t("  Adverse events: %s\n" % c.ch(["none", "perioral tingling (citrate) - calcium gluconate 10 mL IV",
                                             "vasovagal at start, settled", "line flow issues, reversed lumens"]))
        cd = c.r.uniform(0.8, 5.5)
        total += cd
        c.f("  Product {b}: volume {v} mL; CD34+ {cd} x10^6/kg; viability {vi}%\n", b=c.idn("bag", d),
            v=c.rn(120, 320), cd="%.2f" % cd, vi=c.rn(92, 99))
        c.f("  Operator: {o}", o=c.nm(op, "DOCTOR", c.ch(["full", "init_last"])))
        c.f("    Checked: {k}\n", k=("DOCTOR", c.ini(c.staff(""))))
    c.t("=" * 66 + "\n")
    c.t("Cumulative CD34+: %.2f x10^6/kg (target %s) - %s\n" % (total, c.ch(["4.0 (two grafts)", "2.0 (one graft)"]),
                                                             "target met" if total >= 4 else "collection continues / "
                                                             "sufficient for one graft"))
    c.t("Cryopreservation: 10%% DMSO, controlled-rate freezer; %d bags; stored vapour-phase LN2 (tank %d, rack %s) "
        "\n" % (c.rn(2, 6), c.rn(1, 6), c.ch("ABCDEF")))
    c.t("Microbiology: aerobic/anaerobic cultures sent; CFU-GM to follow. FACT-JACIE labelling (ISBT 128).\n")
    if c.pr(0.5):
        c.f("Transfer to {h} by {o} courier, vehicle {v}, dry shipper logger {s}, dispatched {d} {t}.\n",
            h=c.hosp_p(c.hosp2), o=c.ch([c.org("transport"), c.org("lab")]), v=c.plate(), s=c.dev(),
            d=c.ds(c.today), t=_tm(c))
    c.t(neg_line(c) + "\n")
    c.f("Medical officer: {d}    Laboratory scientist: {s}\n", d=c.dn(c.reg, c.ch(["t_full", "t_last"])),
        s=c.nm(c.staff(""), "DOCTOR", c.ch(["full", "init_last"])))
    c.f("Record closed {d}", d=c.ds(c.today))
    if c.pr(0.5):
        c.f(" (LIMS user {u}, terminal {ip})", u=c.user(), ip=c.ip())
    c.t("\n")

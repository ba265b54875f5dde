"""Genre: transplant / CAR-T work-up summary."""
import clin
import common as C
import ids
import places

GENRE = "transplant_workup_summary"


def _history(d, c, rng):
    d.line("")
    d.line(rng.choice(["HISTORY OF PRESENTING ILLNESS", "Oncologic history:", "HISTORY", "Background"]))
    d.w(*C.age_items(c, rng), " with ", c.disease_line())
    if c.kind == "cart":
        p = c.prod
        d.w(" (", p["dabbr"], ", ", p["target"], "+)")
    d.w(", diagnosed ", c.d(c.diag, rng.choice(["month_year", c.dstyle, "mon_year"])))
    if rng.random() < 0.6:
        d.w(" on ", rng.choice(["excision biopsy of a left cervical node", "bone marrow aspirate and trephine",
                                "CT-guided core biopsy", "peripheral blood flow cytometry"]),
            " at ", (c.ref_hosp, "HOSPITAL"), " (", rng.choice(["accession ", "path no. ", "specimen "]),
            (ids.accession(rng, "%02d" % (c.diag.year % 100)), "IDNUM"), ")")
    d.line(".")
    lines = c.prod["lines"] if c.kind == "cart" else c.dis["prior"]
    chosen = clin.pick(rng, lines, rng.randint(2, min(4, len(lines))))
    d.line("Prior therapy:")
    t = c.diag
    for i, l in enumerate(chosen):
        t2 = ids.add(t, rng.randint(60, 200))
        d.line("  %d. %-34s " % (i + 1, l), c.d(ids.add(t, rng.randint(7, 30)), "mon_year"), " - ",
               c.d(t2, "mon_year"), "   ", rng.choice(["CR", "PR", "PD", "SD", "CMR", "VGPR", "MRD-neg CR", "refractory"]))
        t = ids.add(t2, rng.randint(10, 90))
    if c.kind == "cart":
        d.line("Bridging plan: ", rng.choice(c.prod["bridge"]), ".")
    else:
        d.line("Disease features: ", rng.choice(c.dis["detail"] if c.kind == "allo" else c.dis["detail"]), ".")
    myeloma = (c.kind == "cart" and c.prod["myeloma"]) or (c.kind == "auto" and c.dis["abbr"] == "MM")
    lymphoma = c.kind == "auto" and not myeloma or (c.kind == "cart" and not myeloma and c.prod["dabbr"] != "B-ALL")
    if (myeloma or lymphoma) and rng.random() < 0.6:
        d.line("Most recent PET-CT ", c.d(ids.add(c.day0, -rng.randint(20, 50))), ": ",
               rng.choice(["new FDG-avid lytic lesions T8, L2", "2 FDG-avid plasmacytomas (rib, iliac)", "diffuse marrow uptake"]
                          if myeloma else ["Deauville 5, SUVmax 18.4 L axilla", "Deauville 4, bulky mesenteric mass 7.2 cm",
                                           "Deauville 3 - partial metabolic response", "Ann Arbor stage IVB, Deauville 5"]), ".")
    elif c.kind == "allo" and rng.random() < 0.5:
        d.line("Marrow ", c.d(ids.add(c.day0, -rng.randint(20, 50))), ": ",
               rng.choice(["blasts 3%, MRD 0.04% by flow", "CR, NPM1 MRD negative", "hypocellular 10%, no excess blasts",
                           "MF-3 fibrosis, blasts 2%", "CR1, BCR::ABL1 not detected"]), "; accession ",
               (ids.accession(rng, c.yy, "BM"), "IDNUM"), ".")


def _organ(d, c, rng):
    d.line("")
    d.line(rng.choice(["ORGAN FUNCTION / ELIGIBILITY", "Eligibility work-up:", "INVESTIGATIONS"]))
    base = ids.add(c.day0, -rng.randint(25, 60))
    d.line("  Echo ", c.d(ids.add(base, rng.randint(0, 6))), ": LVEF ", str(rng.randint(50, 66)), "%, ",
           rng.choice(["no effusion", "mild MR", "normal RV function", "GLS -18%"]))
    d.line("  PFTs: FEV1 %d%% pred, FVC %d%%, DLCO (Hb-corrected) %d%%" % (rng.randint(68, 104), rng.randint(70, 108),
                                                                             rng.randint(52, 98)))
    d.line("  Renal: ", rng.choice(["CKD-EPI eGFR %d" % rng.randint(58, 110), "Cockcroft-Gault CrCl %d mL/min" % rng.randint(55, 120)]), rng.choice(["; 24h urine not required", "", "; cystatin C normal"]))
    d.line("  ", rng.choice(["Karnofsky 80%", "KPS 90", "ECOG 1", "ECOG 0", "Karnofsky 70%"]), "; ",
           rng.choice(["HCT-CI (Sorror) 3", "HCT-CI 1", "HCT-CI 5 (prior MI, DM)", "HCT-CI 2"]),
           "; ", rng.choice(["CAR-HEMATOTOX low (score 1)", "CAR-HEMATOTOX high (score 3)", "CFS 3"] if c.kind == "cart"
                            else ["EBMT risk score 4", "DRI intermediate", "DRI high", "CFS 3"]))
    if rng.random() < 0.6:
        d.line("  Brain MRI ", c.d(ids.add(base, rng.randint(0, 8))), ": no CNS disease. LP ",
               rng.choice(["not indicated", "CSF clear, cytospin neg", "deferred"]), ".")
    d.line("  ID markers ", c.d(ids.add(base, rng.randint(0, 8)), c.short), ": HIV 1/2 Ag/Ab neg, HBsAg neg, anti-HBc ",
           rng.choice(["neg", "POS (HBV DNA undetectable) -> entecavir", "neg"]), ", HCV Ab neg, CMV IgG ",
           rng.choice(["pos", "neg"]), ", EBV VCA IgG pos, Toxo IgG ", rng.choice(["neg", "pos"]),
           ", syphilis EIA neg, VZV IgG pos")
    if c.origin:
        art, ctry = places.strip_the(c.origin)
        d.line("  Strongyloides serology sent (born in ", art, (ctry, "COUNTRY"), ", moved ",
               c.d(ids.add(c.dob, 365 * rng.randint(5, 30)), "year"), "); QuantiFERON ",
               rng.choice(["negative", "indeterminate - repeat", "negative"]), ".")
    d.line("Labs:")
    d.line(clin.lab_panel(rng, "baseline", si=c.si, style=rng.choice(["table", "inline"])))


def _donor(d, c, rng):
    if c.kind != "allo":
        if c.kind == "auto":
            d.line("")
            d.line("Stem cell collection: G-CSF 10 mcg/kg x4 days", rng.choice([" + plerixafor (Mozobil) 0.24 mg/kg D4", ""]),
                   "; target CD34+ 4 x10^6/kg (2 transplants).")
        return
    d.line("")
    d.line("DONOR")
    if rng.random() < 0.5:
        d.line("Sibling typing: ", c.sib_rel, " ", (c.sib.full(), "FAMILY"), " (", (str(c.sib_age), "AGE"), ") - ",
               rng.choice(["10/10 HLA-identical", "haploidentical", "non-identical"]), ", ABO ", rng.choice(["O+", "A+", "B-", "AB+"]),
               ", CMV IgG ", rng.choice(["pos", "neg"]), ".")
        if rng.random() < 0.5:
            sp = rng.choice(places.PROFESSIONS)
            d.line("  ", c.sib_rel.capitalize(), " lives in ", (rng.choice(places.TOWNS[c.country])[0], "CITY"),
                   "; works as ", C.art(sp), (sp, "PROFESSION"), "; donor work-up booked.")
    else:
        d.line("No sibling match; unrelated search (NMDP/WMDA) ", rng.choice(["preliminary: 6 potential 10/10 donors", "2 x 9/10 MMUD, haplo back-up",
                                                                          "poor search (rare B*), haplo son preferred"]), ".")
        d.line("  Search ID ", (ids.donor_id(rng), "IDNUM"), "; PTCy-haplo back-up: ", c.child_rel, " ",
               (c.child.first, "FAMILY"), " (", (str(c.child_age), "AGE"), ")")
    d.line("Planned regimen: ", rng.choice(["Flu/Bu4", "Flu/Bu2", "Flu/Mel", "Cy/TBI", "Flu/Cy/TBI + PTCy", "FluTreo"]), "; GVHD prophylaxis ", rng.choice(clin.GVHD_PROPH), ".")


def _social(d, c, rng):
    d.line("")
    d.line(rng.choice(["SOCIAL / CAREGIVER", "Psychosocial:", "SOCIAL HISTORY"]))
    d.w("Lives with ", c.partner_rel, " ", (c.partner.first, "FAMILY"), " in ", (c.addr.city, "CITY"))
    if c.country in ("US", "CA", "AU") and rng.random() < 0.5:
        d.w(", ", (c.addr.region, "STATE"))
    d.w(". ")
    if c.retired:
        d.w("Retired ", (c.prof, "PROFESSION"), ". ")
    else:
        lead = rng.choice(["Works as ", "Employed as ", "Occupation: "])
        d.w(lead, C.art(c.prof) if lead != "Occupation: " else "", (c.prof, "PROFESSION"))
        if rng.random() < 0.6:
            d.w(" at ", (c.employer, "ORGANIZATION"))
        d.w(rng.choice([" - on sick leave since ", " - off work since "]), c.d(c.diag, "month_year"), ". ")
    d.line(rng.choice(["Never smoker.", "Ex-smoker 20 pack-yrs.", "Alcohol 4 units/wk.", "No alcohol."]))
    d.w("Caregiver plan: ", c.partner_rel, " (24/7 for first 4 weeks)")
    if rng.random() < 0.7:
        d.w("; backup ", c.child_rel, " ", (c.child.full(), "FAMILY"), " ", (c.carer_phone, "PHONE"))
    d.line(".")
    if rng.random() < 0.6:
        d.line("Lives ", str(rng.randint(70, 320)), rng.choice([" miles", " km"]), " from centre - accommodation booked at ",
               (c.lodging, "LOCATION_OTHER"), " from ", c.d(ids.add(c.day0, -7), c.short), ".")
    if rng.random() < 0.5:
        d.line("Psychosocial assessment by ", (c.sw.full(), "DOCTOR"), ", ", rng.choice(["LCSW", "MSW", "social worker"]),
               ": SIPAT ", str(rng.randint(6, 30)), ", no barriers identified.")
    if rng.random() < 0.45:
        d.line("Dental clearance: ", (rng.choice(places.DENTAL).format(r=rng.choice(places.HOSP_ROOTS), s=rng.choice(places.STREET_NAMES)), "HOSPITAL"),
               ", ", c.d(ids.add(c.day0, -rng.randint(20, 40))), ".")
    if rng.random() < 0.4:
        if c.age > 52:
            fert = ["not applicable (age)", "declined", "discussed, not pursued"]
        elif c.sex == "M":
            fert = ["sperm banked prior to first-line therapy", "declined", "sperm cryopreservation arranged"]
        else:
            fert = ["oocyte cryopreservation discussed", "declined", "GnRH analogue during conditioning", "embryos stored"]
        d.line("Fertility: ", rng.choice(fert), ".")


def _insurance(d, c, rng):
    if c.country == "UK" or rng.random() < 0.3:
        if c.country == "UK" and rng.random() < 0.4:
            d.line("")
            d.line("Funding: NHS England commissioned (Blueteq form approved ", c.d(ids.add(c.day0, -rng.randint(20, 40))),
                   ", ref ", (ids.order_no(rng), "IDNUM"), ").")
        return
    d.line("")
    d.line("INSURANCE")
    d.line("  ", (c.insurer, "ORGANIZATION"), " - Member ID ", (c.fund_no, "HEALTHPLAN"),
           *(["  Group ", (c.group, "HEALTHPLAN")] if rng.random() < 0.6 else []))
    if c.ssn and rng.random() < 0.8:
        d.line("  ", {"US": "SSN", "CA": "SIN", "IE": "PPSN"}[c.country], ": ", (c.ssn, "SSN"))
    d.line("  Prior auth ", rng.choice(["approved", "pending", "submitted"]), " - ref ", ("PA-%d-%s" % (c.day0.year, ids.digits(rng, 6)), "IDNUM"))


def generate(c, d, rng):
    C.letterhead(d, c, rng)
    title = {"cart": ["CAR-T CELL THERAPY ELIGIBILITY ASSESSMENT", "IEC THERAPY WORK-UP SUMMARY", "CAR T Work-up Summary"],
             "allo": ["PRE-TRANSPLANT WORK-UP SUMMARY", "Allogeneic HSCT Work-up", "PRE-HCT EVALUATION"],
             "auto": ["AUTOLOGOUS SCT WORK-UP SUMMARY", "Pre-ASCT Evaluation"]}[c.kind]
    d.line(rng.choice(title))
    d.line("Date of review: ", c.d(ids.add(c.day0, -rng.randint(20, 60)), rng.choice([c.dstyle, c.wklong])))
    C.banner(d, c, rng)
    d.line("Referred by: Dr ", (c.refdoc.full(), "DOCTOR"), ", ", (c.ref_hosp, "HOSPITAL"))
    d.line(rng.choice(["Transplant physician: Dr ", "Attending: Dr ", "Consultant: Dr "]), (c.att.full(), "DOCTOR"),
           *(["   Coordinator: ", (c.coord.full(), "DOCTOR"), " ", C.nc(c, rng)] if rng.random() < 0.6 else []))
    if c.kind == "cart":
        p = c.prod
        d.line("Product: ", p["gen"], " (", p["brand"], ", ", p["maker"], ") - ", p["dose"])
    _history(d, c, rng)
    _organ(d, c, rng)
    _donor(d, c, rng)
    _social(d, c, rng)
    _insurance(d, c, rng)
    d.line("")
    d.line("ASSESSMENT / PLAN")
    if c.kind == "cart":
        plan = ["Eligible - presented at cell therapy panel ", "Leukapheresis slot requested",
                "REMS/TEP education completed; tocilizumab x2 doses confirmed in pharmacy",
                "Vaccination status reviewed; PJP/HSV prophylaxis per protocol",
                rng.choice(["ASTCT 2019 consensus grading", "CARTOX-10 vs ICE", "EBMT 2022 handbook"]) + " explained to caregiver",
                "Consent signed; copy of " + rng.choice(["patient handbook", "CAR-T wallet card", "caregiver contract"]) + " given",
                "Bridging to start " + rng.choice(["after apheresis", "once washout complete"])]
    else:
        plan = ["Eligible - presented at transplant MDT ", "Admit D-7 for conditioning",
                "VOD risk: ursodiol from conditioning; " + rng.choice(["Seattle", "Baltimore", "modified Seattle"]) + " criteria monitoring",
                "Vaccination status reviewed; PJP/HSV prophylaxis per protocol",
                rng.choice(["EBMT 2022 handbook", "NCCN 2024 guidance", "BSBMTCT 2023 recommendations"]) + " followed for fertility counselling",
                "Consent signed; copy of " + rng.choice(["patient handbook", "caregiver contract"]) + " given",
                "Hickman line insertion booked (IR)"]
    for i, p in enumerate(clin.pick(rng, plan, rng.randint(3, 6))):
        d.w("  %d. " % (i + 1), p)
        if p.startswith("Eligible"):
            d.w("on ", c.d(ids.add(c.day0, -rng.randint(14, 40))))
        d.line("")
    d.line("Target ", "infusion" if c.kind == "cart" else "Day 0", ": ", c.d(c.day0, rng.choice([c.dstyle, c.wk])))
    C.signature(d, c, rng, when=ids.add(c.day0, -rng.randint(10, 40)))
    if rng.random() < 0.7:
        C.cc_block(d, c, rng)

"""Dermatology clinic notes: lesion maps, biopsy results, Mohs surgery."""
import pools as P
from common import (placard_form, plate, vin, instructions, orders, pmh_block, ros, appendix, S, Doc, Ctx, Person, Staff, header, demographics, social, signature, footer, vitals, fdate,
                    digits, letters, phone, ip, COMMON_MEDS, ALLERGIES, statelic)

SPEC = ["Dermatology", "Skin", "Dermatology & Mohs Surgery", "Skin Cancer", "Dermatology and Laser"]

SITES = ["L upper back", "R upper back", "mid back", "L shoulder", "R shoulder", "L nasal ala", "R nasal sidewall",
         "nasal tip", "L temple", "R temple", "L preauricular cheek", "R helix", "L helical rim", "R forehead",
         "scalp vertex", "L posterior neck", "R dorsal hand", "L forearm", "R shin", "L calf", "R thigh",
         "central chest", "L flank", "lower lip vermilion", "R medial canthus", "L jawline", "R upper arm",
         "abdomen, periumbilical", "L scapula", "R lateral eyebrow"]
MORPH = ["pearly papule with arborizing telangiectasia", "scaly erythematous papule", "hyperkeratotic nodule",
         "irregularly pigmented macule, 2 colors", "stuck-on verrucous papule", "pink scaly plaque",
         "ulcerated nodule with rolled border", "dark brown papule, symmetric", "rough gritty macule",
         "flesh-colored dome-shaped papule", "asymmetric macule with regression", "crusted erosion"]
DDX = ["r/o BCC", "r/o SCC", "r/o melanoma", "SK", "AK", "r/o SCCIS", "atypical nevus", "benign nevus",
       "r/o BCC vs sebaceous hyperplasia", "irritated SK vs SCC", "dermatofibroma", "r/o keratoacanthoma"]
PATH = ["Basal cell carcinoma, nodular type, extending to deep margin",
        "Basal cell carcinoma, infiltrative and micronodular types, transected at the peripheral margin",
        "Squamous cell carcinoma, well differentiated, invasive to superficial reticular dermis",
        "Squamous cell carcinoma in situ (Bowen's disease), margins involved",
        "Melanoma in situ, lentigo maligna type, peripheral margin involved",
        "Invasive melanoma, superficial spreading type, Breslow depth 0.4 mm, Clark level III, no ulceration, mitoses <1/mm2",
        "Dysplastic compound nevus with moderate atypia, margins clear",
        "Seborrheic keratosis, irritated",
        "Actinic keratosis, hypertrophic type",
        "Benign intradermal nevus"]
INSTR = ["Keep biopsy sites covered with petrolatum and a bandage; change daily until healed (1-2 weeks).",
         "Mild redness and crusting are normal; call for spreading redness, pus, fever or bleeding that does not stop with 20 minutes of pressure.",
         "Apply fluorouracil cream twice daily to the scalp for 3 weeks; expect redness and crusting. Avoid the eyes.",
         "Use broad-spectrum SPF 30+ sunscreen daily; reapply every 2 hours outdoors.",
         "Perform monthly self skin checks using the ABCDE rule; photograph spots you are watching.",
         "Avoid tanning beds.", "Sutures out in 7 days (face) or 14 days (trunk/extremities).",
         "Acetaminophen for pain; avoid aspirin/ibuprofen for 48 hours unless prescribed by your heart doctor.",
         "Pathology results take 7-10 business days; we will call you with results."]
ORDERS = ["Dermatopathology - shave bx x2", "Dermatopathology - punch bx", "CBC, CMP (pre-isotretinoin)", "Lipid panel", "hCG, serum",
          "Mohs surgery referral", "Photodynamic therapy (PDT) scalp", "Clinical photography"]
DERM_MEDS = ["tretinoin 0.025% cream qhs", "clobetasol 0.05% ointment BID x2 wk", "fluorouracil 5% cream BID x3 wk",
             "doxycycline 100 mg BID", "imiquimod 5% cream 5x/wk", "mupirocin 2% ointment to site BID",
             "ketoconazole 2% shampoo", "triamcinolone 0.1% cream BID", "spironolactone 50 mg daily",
             "dupilumab 300 mg SC q2wk", "methotrexate 15 mg weekly"]


def _hpi(d, c):
    rng = c.rng
    pt = c.pt
    d.t("HPI: ")
    d.add(pt.fl() if rng.random() < 0.5 else pt.titled(), " is ", c.a_age(), " ")
    d.add(rng.choice(["referred by ", "sent over by ", "here at the request of "]), c.pcp.dr(), " of ", c.pcp_site.N(),
          " for ", rng.choice(["a changing mole", "a non-healing lesion", "a full-body skin check",
                                "a bleeding spot", "a growing bump"]), " on the ", rng.choice(SITES), ". ")
    r = rng.random()
    if r < 0.5:
        d.add("Per ", pt.his(), " ", c.relation, " ", c.rel.fl(), ", who noticed it ",
              rng.choice(["around ", "over ", "at "]), S(rng.choice(P.HOLIDAYS), "DATE"), ", it has ",
              rng.choice(["doubled in size", "started to bleed with shaving", "become darker", "crusted over twice"]), ". ")
    else:
        d.add("First noted in ", c.D(c.before(60, 400), "my"), "; ", rng.choice(["intermittent bleeding", "itching", "no symptoms",
                                                                                   "tender when touched"]), ". ")
    if rng.random() < 0.6:
        old = Staff(rng, cred="MD")
        d.add("Hx of ", rng.choice(["BCC", "SCC", "melanoma in situ", "multiple AKs"]), " of the ", rng.choice(SITES),
              " treated with ", rng.choice(["Mohs", "ED&C", "WLE", "cryotherapy"]), " on ", c.D(c.before(400, 3000)), " by ",
              old.dr(), " at ", S(rng.choice(P.HOSP_PREFIX) + " Dermatology", "HOSPITAL"), ". ")
    if rng.random() < 0.3:
        d.add("Grew up in ", S(rng.choice(["Australia", "South Africa", "Brazil", "Israel", "New Zealand", "Portugal", "Mexico"]), "COUNTRY"),
              " with lots of sun. ")
    d.t(rng.choice(["Outdoor occupation. ", "Lots of sunburns as a kid. ", "Used tanning beds in college. ",
                    "Fitzpatrick II. ", "Fitzpatrick III, burns easily. "]))
    d.add(rng.choice(["Family hx melanoma in ", "FHx: "]), rng.choice(["mother", "father", "sister", "brother"]),
          " (dx at age ", S(rng.randint(35, 80), "AGE"), ").\n\n")


def clinic(c):
    rng = c.rng
    d = Doc()
    header(d, c, rng.choice(["Dermatology Clinic Note", "Skin Cancer Screening Visit", "New Patient - Dermatology",
                             "Derm Follow-up"]))
    _hpi(d, c)
    pmh_block(d, c)
    d.add("Derm meds: ", "; ".join(rng.sample(DERM_MEDS, rng.randint(1, 2))), "\n\n")
    if rng.random() < 0.5:
        ros(d, c)
    social(d, c)
    d.add("EXAM: Full skin exam performed with chaperone ", c.nurse.fl(), ", ", c.nurse.cred,
          ", scalp to soles incl. genitalia ", rng.choice(["(declined)", "deferred", "performed"]), ".\n")
    n = rng.randint(3, 6)
    style = rng.choice(["pipe", "aligned", "list"])
    acc_base = "S%02d-%05d" % (c.visit.year % 100, rng.randint(100, 99999))
    letters_ = "ABCDEF"
    if style == "pipe":
        d.t("\nLESION MAP\n| # | Site | Size (mm) | Morphology | Impression | Plan |\n|---|---|---|---|---|---|\n")
    elif style == "aligned":
        d.t("\nLESION MAP\n%-3s %-24s %-6s %-40s %-14s %s\n" % ("#", "Site", "mm", "Description", "Ddx", "Plan"))
    else:
        d.t("\nLesions:\n")
    for i in range(n):
        site, morph, dx = rng.choice(SITES), rng.choice(MORPH), rng.choice(DDX)
        size = "%dx%d" % (rng.randint(2, 14), rng.randint(2, 12))
        bx = rng.random() < 0.6
        plan = "shave bx (%s)" % letters_[i] if bx else rng.choice(["LN2 x2 FTC", "monitor", "photo, recheck 3 mo", "reassurance"])
        if style == "pipe":
            d.t("| %d | %s | %s | %s | %s | %s |\n" % (i + 1, site, size, morph, dx, plan))
        elif style == "aligned":
            d.t("%-3d %-24s %-6s %-40s %-14s %s\n" % (i + 1, site, size, morph[:40], dx, plan))
        else:
            d.t("%d) %s: %s mm %s. %s. Plan: %s.\n" % (i + 1, site, size, morph, dx, plan))
    d.add("\nPhotos: ", rng.randint(2, 9), " clinical images stored, series ID ", S("IMG-" + digits(rng, 7), "IDNUM"),
          ". Dermoscopy images ", S("DS" + digits(rng, 6), "IDNUM"), ".\n\n")
    d.add("PROCEDURE: Shave biopsies as above. Verbal and written consent obtained; risks incl. scar, infection, ",
          "bleeding, need for further tx. Site prepped with alcohol, 1% lidocaine w/ epi. Hemostasis with AlCl. ",
          "Specimens sent to ", S(rng.choice([l for l in P.LABS if "Toxicology" not in l]), "ORGANIZATION"), ", requisition ", S("R" + digits(rng, 8), "IDNUM"),
          ". Accession pending (", S(acc_base, "IDNUM"), " reserved).\n\n")
    d.add("ASSESSMENT/PLAN:\n1. Lesions as mapped. Will call with path results in 7-10 days at ", S(c.cell, "PHONE"),
          rng.choice([" (cell, OK to leave msg).", " per pt preference.", "."]), "\n")
    d.add("2. AKs treated with LN2. Discussed 5-FU field treatment for the scalp.\n")
    d.add("3. Sun protection counseling, SPF 30+, broad brim hat. Handout given.\n")
    d.add("4. RTC ", rng.choice(["3 months", "6 months", "1 year"]), " - scheduled ", c.D(c.after(80, 360), "wk_long"),
          " with ", c.doc.dr(), ".\n")
    orders(d, c, ORDERS)
    instructions(d, c, INSTR)
    signature(d, c)
    footer(d, c)
    return d


def pathology(c):
    rng = c.rng
    d = Doc()
    lab = rng.choice([l for l in P.LABS if "Toxicology" not in l])
    path = Staff(rng, cred=rng.choice(["MD", "MD, FCAP", "DO"]))
    acc = "%s%02d-%05d" % (rng.choice(["S", "DP", "DS", "SD"]), c.visit.year % 100, rng.randint(100, 99999))
    d.add(S(lab, "ORGANIZATION"), "\n", c.site.addr.two_line(caps=rng.random() < 0.4), "\n")
    d.add("CLIA # ", S("%02dD%07d" % (rng.randint(1, 52), rng.randint(0, 9999999)), "LICENSE"), "   Phone ", S(phone(rng), "PHONE"),
          "   Fax ", S(phone(rng), "FAX"), "\n\n")
    d.t("DERMATOPATHOLOGY REPORT\n\n")
    rd = c.after(1, 4)
    rep = c.after(5, 9)
    rows = [("Patient", [c.pt.LF()]), ("DOB", [c.DOB()]), ("Age/Sex", [c.AGE(), "/", c.pt.sex]), ("MRN", [S(c.mrn, "MRN")]),
            ("Accession #", [S(acc, "IDNUM")]), ("Collected", [c.D()]), ("Received", [c.D(rd)]), ("Reported", [c.D(rep)]),
            ("Submitting MD", [c.doc.fl(), ", ", c.doc.cred]), ("Practice", [c.site.N()]),
            ("Insurance", [S(c.insurer, "ORGANIZATION"), " ", S(c.member, "HEALTHPLAN")])]
    for k, v in rows:
        d.add(("%s:" % k).ljust(15), v, "\n")
    d.t("\n")
    n = rng.randint(1, 4)
    for i in range(n):
        sp = "ABCD"[i]
        site = rng.choice(SITES)
        dx = rng.choice(PATH)
        d.add("SPECIMEN ", sp, ": Skin, ", site, ", shave biopsy\n")
        d.add("  Clinical hx: ", rng.choice(DDX), "\n")
        d.add("  Gross: Received in formalin labeled with the patient's name (", c.pt.fl() if rng.random() < 0.6 else c.pt.LF(),
              ") and '", site, "' is a tan-pink shave of skin, %.1f x %.1f x %.1f cm. Bisected, submitted entirely in cassette %s1.\n"
              % (rng.uniform(0.3, 1.2), rng.uniform(0.2, 1.0), rng.uniform(0.1, 0.3), sp))
        d.add("  Microscopic: ", rng.choice([
            "Sections show nests of basaloid cells with peripheral palisading and retraction artifact.",
            "There is full-thickness keratinocyte atypia with dyskeratosis and loss of maturation.",
            "Atypical melanocytes in confluent single units along the junction with pagetoid scatter.",
            "Compound melanocytic proliferation with bridging of rete and lamellar fibroplasia.",
            "Endophytic acanthosis with horn pseudocysts; no atypia."]), " ",
              rng.choice(["Immunostain SOX10 supports the diagnosis.", "Deeper levels examined.", "Controls appropriate.", ""]), "\n")
        d.add("  DIAGNOSIS: ", dx.upper() if rng.random() < 0.4 else dx, "\n\n")
    d.add("Comment: Discussed with ", c.doc.dr(), " by phone on ", c.D(rep, "us"), ".\n\n")
    d.add("Electronically signed out by ", path.fml(), ", ", path.cred, ", Dermatopathologist, on ", c.D(rep, "us"), "\n")
    if rng.random() < 0.5:
        d.add("Medical license ", S(statelic(rng), "LICENSE"), "\n")
    d.add("Grossed by ", Person(rng, "DOCTOR").fi_l(), ", PA(ASCP)\n")
    if rng.random() < 0.5:
        d.add("Report access: ", S("https://results.example.org/dp/" + acc.lower(), "URL"), "\n")
    return d


def mohs(c):
    rng = c.rng
    d = Doc()
    header(d, c, "MOHS MICROGRAPHIC SURGERY - OPERATIVE NOTE", kind=rng.choice(["banner", "form", "simple", "banner2"]))
    site = rng.choice(["L nasal ala", "R nasal sidewall", "nasal tip", "L temple", "R helix", "lower lip vermilion",
                       "R medial canthus", "L preauricular cheek", "scalp vertex", "R forehead"])
    tumor = rng.choice(["BCC, nodular", "BCC, infiltrative", "SCC, well-diff", "SCCIS", "BCC, micronodular"])
    prev = c.before(14, 60)
    acc = "S%02d-%05d" % (prev.year % 100, rng.randint(100, 99999))
    assist = Staff(rng, cred=rng.choice(["RN", "CMA", "MA", "Mohs histotech, HT(ASCP)"]))
    histo = Staff(rng, cred="HT(ASCP)")
    d.add("Surgeon: ", c.doc.fml(), ", ", c.doc.cred, "\nAssistant: ", assist.fl(), ", ", assist.cred, "\nHistotechnician: ",
          histo.fl(), "\nReferring: ", c.pcp.dr(), ", ", c.pcp_site.N(), "\nRoom: ", S(c.room_no, "LOCATION_OTHER"), "\n\n")
    d.add("Pre-op dx: ", tumor, ", ", site, ", biopsy-proven (", S(acc, "IDNUM"), ", ", c.D(prev), ")\n")
    stages = rng.randint(1, 4)
    d.add("Post-op dx: same, clear margins after stage ", "%d" % stages, "\n")
    d.add("Indication: ", rng.choice(["H-zone location", "recurrent tumor", "aggressive histology", "ill-defined borders"]),
          "; AUC score %d (appropriate).\n" % rng.randint(7, 9))
    d.add("Anesthesia: 1%% lidocaine w/ 1:100,000 epi, %d mL, buffered.\n" % rng.randint(3, 14))
    d.add("Pre-op size: %.1f x %.1f cm. Timeout performed at %02d:%02d; site confirmed with patient and photo from %s visit.\n\n"
          % (rng.uniform(0.5, 1.8), rng.uniform(0.4, 1.5), rng.randint(7, 11), rng.randint(0, 59), "biopsy"))
    tstyle = rng.choice(["pipe", "aligned"])
    if tstyle == "pipe":
        d.t("| Stage | Time in | Blocks | Defect (cm) | Tumor | \n|---|---|---|---|---|\n")
    else:
        d.t("Stage   Time in   Blocks   Defect (cm)   Result\n")
    for s in range(1, stages + 1):
        res = "clear" if s == stages else rng.choice(["residual BCC at 2-4 o'clock", "deep residual focus", "tumor at 9 o'clock"])
        tin = "%02d:%02d" % (8 + s, rng.randint(0, 59))
        dfc = "%.1f x %.1f" % (1 + s * 0.4 + rng.random(), 0.8 + s * 0.3 + rng.random())
        if tstyle == "pipe":
            d.t("| %d | %s | %d | %s | %s |\n" % (s, tin, rng.randint(2, 5), dfc, res))
        else:
            d.t("%-7d %-9s %-8d %-13s %s\n" % (s, tin, rng.randint(2, 5), dfc, res))
    d.add("\nRepair: ", rng.choice(["bilobed flap", "complex linear closure, 3.4 cm", "FTSG from preauricular donor",
                                   "second-intention healing", "advancement flap (Burow's)", "paramedian forehead flap stage 1"]),
          ". 5-0 Monocryl deep, 6-0 Prolene running. EBL minimal.\n")
    d.add("Patient tolerated well; discharged ambulatory with ", pt_escort(c), ".\n")
    d.add("Post-op: Vaseline + bandage; suture removal ", c.D(c.after(6, 10), "wk_md"), ". After-hours line ", S(c.site.phone, "PHONE"),
          ". Dr's pager ", S(digits(rng, 4), "PHONE"), ".\n")
    instructions(d, c, INSTR, title="WOUND CARE INSTRUCTIONS GIVEN")
    d.add("Pathology slides retained under Mohs case ", S("MH%02d-%04d" % (c.visit.year % 100, rng.randint(1, 9999)), "IDNUM"), ".\n")
    signature(d, c, kind=rng.choice(["esign", "dictation"]))
    footer(d, c)
    return d


def pt_escort(c):
    rng = c.rng
    r = rng.random()
    if r < 0.7:
        return [c.pt.his() + " " + c.relation + " ", c.rel.fl()]
    return ["friend ", Person(rng, "FAMILY").f()]


def terse(c):
    rng = c.rng
    d = Doc()
    pt = c.pt
    d.add(c.D(None, rng.choice(["us_short", "md", "us"])), " ", c.doc.ini(dots=False), " - ", c.site.N(), "\n")
    d.lower = True
    d.add("derm f/u. ", pt.fl(), " ", c.AGE(), rng.choice(["yo ", " y/o ", "y "]), c.pt.sex, " ",
          c.prof_np(), " w/ hx ", rng.choice(["multiple scc", "bcc x3", "mis l arm", "aks"]), ".\n")
    d.add("path from ", c.D(c.before(10, 40), "md"), " back: ", rng.choice(PATH).lower(), ". pt notified by phone ", S(c.cell, "PHONE"),
          ", spoke w/ ", pt.his(), " ", c.relation, " ", c.rel.f(), ".\n")
    d.add("today: ", rng.choice(["ln2 x6 aks scalp/dorsal hands", "ed&c x1 l forearm", "bx r shin", "no new lesions"]), ". ",
          rng.choice(["photos taken", "tbse done", "declined tbse"]), ".\n")
    d.add("meds: ", "; ".join(rng.sample(DERM_MEDS, 2)), "\n")
    d.add("plan: mohs referral to ", c.site.H(), " derm surg (", S(Staff(rng).last, "DOCTOR"), "), fax ", S(c.site.fax, "FAX"),
          ". rtc ", c.D(c.after(30, 180), "my_abbr"), ".\n")
    d.add("exam: ", rng.choice(["fitz ii, extensive actinic damage", "scattered sks trunk", "healed scar l cheek, no recurrence"]),
          ". scalp w/ ", rng.randint(2, 12), " gritty aks. no lad.\n")
    d.add("dx: l57.0 ak; z85.828 hx nmsc. ", rng.choice(["ok to use 5fu in ", "pdt planned for "]), c.D(c.after(20, 90), "my_abbr"), ".\n")
    if rng.random() < 0.5:
        d.add("pt asks about wife's mole too - advised separate appt. lives ", S(c.addr.city, "CITY"), ", drives in.\n")
    d.lower = False
    d.add("-- ", c.doc.ini(dots=False, low=True), "/", c.nurse.ini(dots=False, low=True), "\n")
    d.add("signed ", c.user, " ", c.D(c.after(0, 2), "us"), "\n")
    return d


def letter(c):
    rng = c.rng
    d = Doc()
    d.add(c.site.N(), "\n", c.site.addr.two_line(), "\nPhone ", S(c.site.phone, "PHONE"), "  Fax ", S(c.site.fax, "FAX"), "\n\n")
    d.add(c.D(c.after(1, 10), rng.choice(["long", "abbr", "us"])), "\n\n")
    d.add(c.pcp.fl(), ", ", c.pcp.cred, "\n", c.pcp_site.N(), "\n", c.pcp_site.addr.two_line(), "\n\n")
    d.add("RE: ", c.pt.fl(), "   DOB ", c.DOB(), "   MRN ", S(c.mrn, "MRN"), "\n\n")
    d.add("Dear ", c.pcp.dr() if c.pcp.cred.startswith(("MD", "DO")) else c.pcp.f(), ",\n\n")
    d.add("Thank you for referring ", c.pt.titled(), ", ", c.a_age(), ", whom I saw on ", c.D(), " for ",
          rng.choice(["a biopsy-proven basal cell carcinoma", "an SCC of the scalp", "a pigmented lesion of the back",
                      "extensive actinic damage"]), ". ")
    d.add(c.pt.he().capitalize(), " ", c.job(), " and reports ",
          rng.choice(["significant cumulative sun exposure", "minimal sun protection", "prior blistering sunburns"]), ".\n\n")
    d.add("Mohs surgery was completed in ", rng.randint(1, 3), " stages with a final defect of %.1f x %.1f cm, repaired with a "
          % (rng.uniform(0.8, 2.5), rng.uniform(0.6, 2.0)), rng.choice(["bilobed flap", "linear closure", "full-thickness skin graft"]),
          ". Final pathology (", S("MH%02d-%04d" % (c.visit.year % 100, rng.randint(1, 9999)), "IDNUM"), ") showed clear margins. ")
    d.add("Sutures will be removed on ", c.D(c.after(6, 12)), ".\n\n")
    d.add("I have recommended full skin exams every ", rng.choice(["6", "4", "12"]), " months. ",
          c.pt.he().capitalize(), " may reach our office at ", S(c.site.phone, "PHONE"), " or via the portal at ",
          S(c.site.url, "URL"), ".\n")
    signature(d, c, kind="plain")
    return d


LAYOUTS = [(clinic, 4), (pathology, 2), (mohs, 3), (terse, 2), (letter, 2)]


def make(rng):
    c = Ctx(rng, "dermatology", SPEC, min_age=19, max_age=94)
    fns = [f for f, w in LAYOUTS for _ in range(w)]
    d = rng.choice(fns)(c)
    appendix(d, c)
    return d

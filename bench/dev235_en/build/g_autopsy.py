"""Genre: autopsy / post-mortem report (dev235_en, author 235)."""
from common import m
import case as K
import scen

CLOTHES = ["blue denim jeans, grey hooded sweatshirt, white trainers (size 10)", "black tracksuit bottoms, navy T-shirt, no footwear",
           "floral nightdress and a cardigan", "hospital gown only", "work overalls (hi-vis orange), steel-toe boots",
           "boxer shorts only", "black leggings, pink vest top, one sandal",
           "checked shirt, brown corduroy trousers, leather belt, slippers", "wet suit trousers and a fleece jacket"]


def _who_present(c):
    out = []
    for _ in range(c.r.randint(1, 3)):
        out.append(c.officer())
    if c.pr(0.5):
        out.append("%s (%s)" % (c.plain(c.person(), "FAMILY"), c.ch(["CSI", "SOCO", "crime scene examiner",
                                                                      "forensic photographer"])))
    out.append("%s (%s)" % (c.plain(c.tech), c.ch(["APT", "autopsy technician", "mortuary technician",
                                                   "forensic autopsy technician"])))
    return out


def _header(c, pm_date):
    L = []
    sex = "Male" if c.pt.sex == "M" else "Female"
    if c.cty == "US":
        L.append(K.header_office(c, "meo"))
        L.append("")
        L.append(c.ch(["REPORT OF AUTOPSY", "AUTOPSY PROTOCOL", "POSTMORTEM EXAMINATION REPORT", "AUTOPSY REPORT"]))
        L.append("")
        L.append("DECEDENT: %s          CASE NO.: %s" % (K.P(c, c.ch(["LFm", "LF", "fml"])), m("IDNUM", c.case_no)))
        L.append("AGE: %s   SEX: %s   RACE: %s   DOB: %s" % (K.age_num(c) + (" yrs" if not c.infant else " " + c.age_unit + "s"),
                                                          sex, c.race, c.D(c.dob, kind="form")))
        L.append("DATE OF DEATH: %s   TIME: %s (%s)" % (c.D(c.day0, kind="form"), c.tod,
                                                       c.ch(["pronounced", "found", "estimated"])))
        L.append("DATE OF AUTOPSY: %s   TIME: %s" % (c.D(pm_date, kind="form"), c.tm("hhmm", 8, 14)))
        L.append("PATHOLOGIST: %s" % c.dr(c.path))
        L.append("INVESTIGATOR: %s" % c.plain(c.inv))
        if c.pr(0.5):
            L.append("AUTOPSY NO.: %s" % m("IDNUM", c.pm_no))
        L.append("PRESENT: " + "; ".join(_who_present(c)))
    else:
        if c.pr(0.7):
            L.append(K.header_office(c, "meo"))
            L.append("")
        L.append(c.ch(["POST-MORTEM EXAMINATION REPORT", "REPORT OF A POST MORTEM EXAMINATION",
                       "MEDICOLEGAL AUTOPSY REPORT", "FORENSIC POST-MORTEM REPORT"]))
        L.append("")
        L.append("Name of deceased: %s" % K.P(c, c.ch(["fl", "fml", "L_f", "fmml"])))
        L.append("Date of birth: %s (%s)" % (c.D(c.dob, kind="form"), K.AGE(c, 9) if not c.infant else K.AGE(c)))
        L.append("Address: %s" % K.home(c))
        if not c.infant and c.pr(0.7):
            L.append("Occupation: %s" % m("PROFESSION", c.prof))
        L.append("Date of death: %s" % c.D(c.day0, kind="form"))
        L.append("%s: %s" % (c.ch(["Coroner's reference", "Coronial case no.", "Coroner ref"]), m("IDNUM", c.case_no)))
        L.append("Mortuary no.: %s" % m("IDNUM", c.pm_no))
        L.append("Date and place of examination: %s, %s, commencing %s" % (c.D(pm_date), m("HOSPITAL", c.office if hasattr(c, "office") else c.hosp("meo")), c.tm("hrs", 8, 14)))
        coroner = c.staff("coroner")
        L.append("Instructed by: %s %s, %s" % (c.ch(["HM Senior Coroner", "HM Area Coroner", "HM Assistant Coroner"] if c.cty == "UK" else ["the State Coroner", "Coroner", "Deputy State Coroner"]),
                                              c.plain(coroner, forms=("fl", "fml")), m("CITY", c.county()) if c.cty == "UK" else m("STATE", c.region[0])))
        L.append("Present: " + "; ".join(_who_present(c)))
    return L


def autopsy(c):
    K.setup(c)
    sc = c.sc
    pm_date = c.days(c.day0, c.ch([1, 1, 2, 3, 4]))
    L = _header(c, pm_date)
    L.append("")
    # identification
    L.append(c.ch(["IDENTIFICATION", "Identification", "IDENTIFICATION:"]))
    idl = []
    idl.append("The body was received in a sealed %s body bag (seal %s) bearing a tag in the name of %s and case number %s." % (
        c.ch(["white", "black", "grey"]), c.I("seal"), K.P(c, "LF"), m("IDNUM", c.case_no)))
    k = c.r.randint(0, 3)
    if k == 0:
        idl.append("Identity was confirmed by fingerprint comparison (%s record %s)." % (c.ch(["AFIS", "IDENT1", "NAFIS"]), c.BIO("fp")))
    elif k == 1:
        idl.append("The body was identified to me by %s as that of %s." % (c.officer(), K.P(c, "fl")))
    elif k == 2:
        idl.append("Visual identification was made by the decedent's %s, %s, on %s." % (c.nok_rel, c.nm(c.nok, "FAMILY", "fl"), c.D(c.days(c.day0, 1))))
    else:
        idl.append("Identification pending DNA comparison (reference sample %s) with a presumptive identification from personal effects, including a driver's licence %s." % (c.BIO("dna"), c.LIC("dl", c.pt)))
    if c.pr(0.4):
        idl.append("Prior to examination the body was stored in refrigerator %s." % c.ch(["bay %s", "drawer %s", "space %s"]) % m("LOCATION_OTHER", str(c.r.randint(1, 48))))
    L.append(" ".join(idl))
    L.append("")
    # history
    L.append(c.ch(["CIRCUMSTANCES", "HISTORY", "Brief history (from the %s)" % c.ch(["coroner's officer", "police", "investigator's report", "medical records"]), "SUMMARY OF CIRCUMSTANCES"]))
    hist = []
    if c.infant:
        hist.append("This %s %s infant (%s) lived with the %s, %s, and %s at %s." % (
            K.AGE(c), c.mf, K.P(c, "fl"), c.nok_rel, c.nm(c.nok, "FAMILY", "fl"), c.ch(["a sibling", "the grandmother", "the other parent"]), K.home(c)))
    else:
        hist.append("%s %s was a %s %s%s who lived %s at %s." % (
            c.title(c.pt), K.P(c, "l"), K.AGE(c, 0), c.mf, " employed as a %s" % m("PROFESSION", c.prof) if c.pr(0.6) else "",
            c.ch(["alone", "with a partner", "with family", "in shared accommodation"]), m("STREET", c.street_addr) + ", " + m("CITY", c.home_city)))
    last = c.days(c.day0, -c.ch([0, 1, 1, 2]))
    hist.append("%s was last known to be alive on %s at about %s, when seen by %s %s %s." % (
        c.He if not c.infant else "The infant", c.D(last), c.tm("ampm"), c.his if not c.infant else "the", c.nok_rel, c.nm(c.nok, "FAMILY", c.ch(["f", "fl"]))))
    hist.append("%s %s: %s." % (c.ch(["On", "Events of", "Circumstances on"]), c.D(c.day0), sc["scene"]))
    if (c.pr(0.45) and "at the scene" not in sc["scene"]) or sc["key"] in ("fall", "sudi"):
        doc = c.person()
        c.mrn_v = True
        hist.append("%s was taken to the %s at %s (MRN %s), where death was pronounced at %s by %s." % (
            c.He if not c.infant else "The infant", c.ch(["Emergency Department", "ED", "resuscitation room"]), m("HOSPITAL", c.hosp_name), c.MRN(),
            c.tm("hrs"), c.dr(doc, "fme", c.r.randint(0, 4))))
    hist.append("Past history: %s." % sc["hist"])
    if not c.infant and c.pr(0.3):
        hist.append("The family had last seen %s in person at %s, when %s seemed %s." % (c.him, c.HOL(), c.he, c.ch(["well", "withdrawn", "to be drinking heavily", "cheerful"])))
    if c.pr(0.4) and not c.infant:
        gp = c.person()
        hist.append("%s GP is %s at %s." % (c.His, c.dr(gp, "fme", c.r.randint(0, 2)), c.H("gp")))
    L.append(" ".join(hist))
    L.append("")
    # external
    ht, wt = K.ht_wt(c)
    L.append(c.ch(["EXTERNAL EXAMINATION", "External examination", "EXTERNAL DESCRIPTION"]))
    ext = ["The body is that of %s %s measuring %s and weighing %s." % (c.ch(["a well-nourished", "a thin", "an obese", "a normally developed"]),
                                                                    c.mf if not c.infant else "infant", ht, wt)]
    ext.append("Clothing: %s." % (c.ch(CLOTHES) if not c.infant else "a nappy and a cotton sleepsuit"))
    for f in c.sample(scen.FINDINGS_EXT, 4):
        ext.append(f + ".")
    if c.pr(0.5):
        ext.append("No %s; no %s." % tuple(c.sample(["Battle's sign", "Tardieu spots on the back", "Simon's haemorrhages of the lumbar spine",
                                                      "Le Fort fracture pattern", "Prinsloo-Gordon artefact", "Kennedy terminal ulcer"], 2)))
    for f in sc["ext"]:
        ext.append(f[0].upper() + f[1:] + ".")
    if not c.infant and c.pr(0.45):
        ext.append("There is a %s." % K.tattoo(c))
    L.append(" ".join(ext))
    if c.mrn_v or c.pr(0.3):
        L.append("")
        L.append(c.ch(["Evidence of medical intervention:", "MEDICAL INTERVENTION", "Therapeutic intervention"]))
        L.append("; ".join(c.sample(scen.MED_INTERVENTION, c.r.randint(2, 5))) + ".")
    if c.age > 62 and not c.infant and c.pr(0.45):
        L.append("A %s is present in the %s subcutaneous pocket; serial number %s. It was removed and retained for interrogation." % (
            c.ch(["dual-chamber pacemaker (Medtronic Azure XT DR)", "cardiac pacemaker (Abbott Assurity)", "ICD (Boston Scientific Dynagen)",
                  "permanent pacemaker (Biotronik Edora 8)"]), c.ch(["left infraclavicular", "right pectoral"]), c.DEV("pacer")))
    L.append("")
    L.append(c.ch(["EVIDENCE OF INJURY", "INJURIES", "Marks of violence / injuries"]))
    inj = list(sc["inj"]) or ["No injuries were identified apart from those described above"]
    for i, t in enumerate(inj, 1):
        L.append("%d. %s." % (i, t[0].upper() + t[1:]))
    L.append("")
    # internal
    L.append(c.ch(["INTERNAL EXAMINATION", "Internal examination", "INTERNAL FINDINGS"]))
    L.append(c.ch(["Cardiovascular, respiratory, gastrointestinal and genitourinary systems examined in situ and after evisceration (%s)." % c.ch(["Virchow technique", "Rokitansky method", "Letulle en masse evisceration"]),
                   "The organs were removed by the Letulle method and examined individually."]))
    for t in sc["internal"]:
        L.append("- " + t[0].upper() + t[1:] + ".")
    org = K.organ_block(c)
    if c.pr(0.5):
        L.append("Organ weights (g): " + "; ".join("%s %d" % (n, w) for n, w in org))
    else:
        L.append("ORGAN WEIGHTS")
        for n, w in org:
            L.append("  %-14s %5d g" % (n, w))
    L.append("")
    L.append(c.ch(["MICROSCOPIC EXAMINATION", "Histology", "HISTOLOGY (blocks %s)" % m("IDNUM", c.pm_no + c.ch(["/A-H", "-1 to 12"]))]))
    for h in c.sample(scen.HISTO, 3):
        L.append(h + ".")
    L.append("")
    # toxicology
    rows = K.tox_rows(c)
    lab = c.org("lab")
    L.append("TOXICOLOGY (%s, laboratory no. %s, reported %s)" % (m("ORGANIZATION", lab), m("IDNUM", c.tox_no), c.D(c.days(pm_date, c.r.randint(14, 60)))))
    if rows:
        for n, v, u, mx in rows:
            L.append("  %s: %s %s (%s)" % (n, v, u, mx.lower()))
    else:
        L.append("  No drugs or alcohol detected on a broad screen (LC-MS/MS, GC-MS, HS-GC-FID).")
    if c.pr(0.5):
        L.append("  Vitreous: sodium %d mmol/L, potassium %.1f mmol/L, urea %.1f mmol/L, creatinine %d umol/L, glucose %s mmol/L." % (
            c.r.randint(131, 152), c.r.uniform(6.5, 14.9), c.r.uniform(3, 18), c.r.randint(60, 240), c.ch(["<1.0", "2.1", "0.6"])))
    L.append("")
    # opinion
    L.append(c.ch(["OPINION", "COMMENTARY AND CONCLUSIONS", "Summary and interpretation", "FORMULATION"]))
    op = "In my opinion %s, %s, died as a result of %s." % (K.P(c, c.ch(["fl", "fml"])), K.AGE(c, 7) if not c.infant else K.AGE(c),
                                                        sc["cod"][0][0].lower() + sc["cod"][0][1:])
    if sc["key"] in ("mdt", "opioid_rx", "etoh", "co"):
        op += " The concentrations found are within the range reported in fatalities; tolerance cannot be assessed at autopsy."
    if sc["key"] in ("gsw", "sfi", "bfh"):
        op += " The injuries were inflicted by another person and are not consistent with self-infliction or a fall from standing height alone."
    if sc["key"] == "sudi":
        op += " Although no cause was identified, the sleeping arrangements are recognised as a risk factor."
    L.append(op)
    L.append("")
    if c.cty == "US":
        L.append("CAUSE OF DEATH: %s" % sc["cod"][0])
        if len(sc["cod"]) > 1:
            L.append("   Due to: %s" % sc["cod"][1])
        if sc["other"]:
            L.append("OTHER SIGNIFICANT CONDITIONS: %s" % sc["other"])
        L.append("MANNER OF DEATH: %s" % sc["manner"])
    else:
        L.append("CAUSE OF DEATH")
        L.append("1a %s" % sc["cod"][0])
        if len(sc["cod"]) > 1:
            L.append("1b %s" % sc["cod"][1])
        if sc["other"]:
            L.append("II %s" % sc["other"])
    L.append("")
    if c.pr(0.5):
        L.append(c.ch(["Page 2 of 3     %s     %s" % (K.P(c, "LF"), m("IDNUM", c.case_no)),
                       "-- %s (%s) continued --" % (K.P(c, c.ch(["fl", "LF"])), m("IDNUM", c.pm_no)),
                       "Autopsy of %s, %s" % (K.P(c, c.ch(["LFm", "fl"])), c.D(pm_date, kind="form"))]))
        L.append("")
    L.append(K.signoff(c, c.path))
    if c.cty == "UK":
        L.append("GMC No. %s   Home Office Registered Forensic Pathologist" % c.LIC("med"))
    elif c.cty == "AU" and c.pr(0.6):
        L.append("AHPRA registration %s" % c.LIC("med"))
    elif c.pr(0.4):
        L.append("Medical licence %s" % c.LIC("med"))
    if c.pr(0.5):
        cc = ["%s (%s)" % (c.officer(), c.O("police"))]
        if c.pr(0.5):
            cc.append("%s, %s" % (c.dr(c.person(), "fme", 1), c.H("gp")))
        L.append("cc: " + "; ".join(cc))
    return "\n".join(L)

"""Own genres: melanoma / skin cancer MDT summary; patch test report."""
import phi
import parts
from phi import add_days, digits, letters

BUILDINGS = ["Kessler Wing", "Harbour Tower", "Banksia Building", "Moreton Pavilion", "Saguaro Pavilion", "Gulfview Tower",
             "Jacaranda Centre", "Lister Building", "Pelican House", "Coronado Annex"]
ROLES = [("surg", "Surgical oncology"), ("onc", "Medical oncology"), ("rad", "Radiology"), ("path", "Pathology"),
         ("derm", "Dermatology"), ("mohs", "Mohs surgery"), ("nurse", "Melanoma CNC" if True else ""), ("reg", "Registrar"),
         ("scribe", "MDT coordinator"), ("ma", "Clinical trials")]


def mdt(n, c):
    rng = c.rng
    chair = c.s("onc")
    md = c.visit
    n.t(rng.choice(["MELANOMA & SKIN CANCER MDT - MEETING OUTCOME\n", "Skin Cancer Multidisciplinary Team Meeting\n",
                    "MDM SUMMARY (Melanoma Unit)\n", "Cutaneous Oncology Tumor Board - Summary\n"]))
    n.w("Date: {d}   Venue: {h}", d=c.d(md, rng.choice([c.style, "wd_au" if c.au else "wd_us"])), h=(c.hospital, "HOSPITAL"))
    if rng.random() < 0.6:
        n.w(", {b} level {lv}", b=(rng.choice(BUILDINGS), "LOCATION_OTHER"), lv=str(rng.randrange(1, 8)))
    n.nl()
    if rng.random() < 0.5:
        n.w("Video link: {u}  (hybrid; {k} cases listed)\n", u=("https://meet." + c.c_dom + "/mdt" + digits(rng, 3), "URL"), k=str(rng.randrange(6, 19)))
    n.w("Chair: {ch}\nPresent: ", ch=chair.dr(rng.choice(["dr_full", "full_cred"])))
    roles = rng.sample(ROLES, rng.randrange(4, 9))
    items = []
    for i, (role, lab) in enumerate(roles):
        st = c.s(role, 3)
        items.append(st.dr(rng.choice(["dr_sur", "full", "gi_cred"]) if st.is_dr else rng.choice(["full", "full_cred"])) + [" (" + lab + ")"])
    out = []
    for i, it in enumerate(items):
        if i:
            out.append("; " if rng.random() < 0.5 else ", ")
        out.extend(it)
    n.v(out)
    n.t(".\n\n")
    n.w("PATIENT: {pt}   {ml} {mrn}   {ap}\n", pt=c.pt.name(rng.choice(["caps_rev", "full", "rev"])), ml="UR" if c.au else "MRN",
        mrn=(c.mrn, "MRN"), ap=c.age_phrase())
    n.w("Referred by: {r} ({cl})\n", r=c.s("derm", 1).dr(), cl=(c.clinic, "HOSPITAL"))
    n.t("Presented by: ")
    n.v(c.s("reg", 3).dr("dr_full"))
    n.t("\n\nHistory: ")
    site = rng.choice(parts.SITES)
    bd = c.dpast(20, 70)
    b = rng.uniform(0.3, 6.5)
    n.w("{pt} presented with a changing lesion on the {site}; excisional biopsy {d} ", pt=c.pt.name(rng.choice(["title", "given", "sur"])),
        site=site, d=c.d(bd, rng.choice([c.style, "d_mon" if c.au else "mon_d"])))
    n.w("({lab} {acc}): ", lab=(c.lab, "HOSPITAL"), acc=("S%02d-%s" % (bd.year % 100, digits(rng, 5)), "IDNUM"))
    n.t("%s melanoma, Breslow %.1f mm, %s, mitoses %d/mm2, %s. " % (rng.choice(["superficial spreading", "nodular", "acral lentiginous", "desmoplastic"]),
                                                                   b, rng.choice(["ulcerated", "not ulcerated"]), rng.randrange(0, 12),
                                                                   rng.choice(["margins involved", "margins clear, narrow", "deep margin 0.4 mm"])), typo=False)
    n.t("BRAF %s. " % rng.choice(["V600E mutant", "wild type", "pending", "V600K mutant"]), typo=False)
    if rng.random() < 0.5:
        n.w("Previous primary {site} {y}. ", site=rng.choice(parts.SITES), y=c.d(c.dpast(1000, 7000), "year"))
    parts.pmh_block(n, c)
    if rng.random() < 0.5:
        n.w("ECOG {e}. Lives with {rel} {f} in {city}. ", e=str(rng.randrange(0, 3)), rel=c.fam_rel, f=c.fam.name(rng.choice(["given", "full"])),
            city=(c.city, "CITY"))
        if not c.retired and rng.random() < 0.6:
            n.w("Works as {pr}.", pr=["a ", (c.prof, "PROFESSION")])
        n.nl()
    n.t("\nImaging: ")
    n.w("{mod} {d} at {im}: ", mod=rng.choice(["PET/CT", "CT chest/abdo/pelvis", "MRI brain + PET/CT", "US regional nodes"]),
        d=c.d(c.dpast(3, 20)), im=(c.imaging, "HOSPITAL"))
    n.t(rng.choice(["no evidence of distant disease.", "FDG-avid 14 mm left axillary node.", "indeterminate 4 mm lung nodule - follow-up.",
                    "no nodal or distant disease; incidental thyroid nodule."]) + "\n")
    if rng.random() < 0.5:
        n.w("SLNB {d}: {r}.\n", d=c.d(c.dpast(3, 20), rng.choice([c.style, "d_mon" if c.au else "mon_d"])),
            r=rng.choice(["1/2 nodes positive, 0.3 mm deposit", "0/3 nodes", "2/3 nodes positive, largest 1.8 mm", "not performed"]))
    stage, tnm = rng.choice([("IA", "T1bN0"), ("IB", "T2aN0"), ("IIA", "T3aN0"), ("IIB", "T3bN0"), ("IIC", "T4bN0"),
                             ("IIIA", "T2aN1a"), ("IIIB", "T3aN1a"), ("IIIC", "T3bN2a")])
    n.t("AJCC 8 stage %s (p%s).\n" % (stage, tnm), typo=False)
    n.t("\nDiscussion / Recommendation:\n")
    recs = [rng.choice(["Wide local excision with 1 cm margins.", "WLE 2 cm margins + SLNB.", "Re-excision 1-2 cm margins, SLNB offered."])]
    recs += rng.sample(["Refer medical oncology re adjuvant pembrolizumab 12 months.",
                       "Adjuvant dabrafenib/trametinib option discussed (BRAF mutant).", "Consider for clinical trial - eligibility screen.",
                       "Surveillance: clinical review 3-monthly, PET/CT 6-monthly for 2 years.", "Radiotherapy to nodal basin not recommended.",
                       "Genetic counselling referral (CDKN2A) given family history."], rng.randrange(1, 4))
    for i, r in enumerate(recs):
        n.t("%d. %s\n" % (i + 1, r), typo=False)
    n.t("\nActions:\n")
    n.w("- {who} to discuss outcome with patient by {d}.\n", who=c.s("nurse", 3).dr(rng.choice(["given", "full"])),
        d=c.d(add_days(md, rng.randrange(2, 8)), rng.choice([c.style, "wds_au" if c.au else "wds_us"])))
    n.w("- Letter to GP {gp} ({pr}, fax {fx}).\n", gp=c.s("gp").dr("dr_sur"), pr=(c.gp_practice, "HOSPITAL"), fx=(_ph(c), "FAX"))
    if rng.random() < 0.5:
        n.w("- Booking: {h} day surgery, acct {ac}.\n", h=(c.hospital, "HOSPITAL"), ac=(c.acct, "ACCOUNT"))
    if rng.random() < 0.3:
        n.w("- Trial coordinator {tc}: {e}\n", tc=c.s("ma", 4).dr("full"), e=("trials@" + c.c_dom, "EMAIL"))
    n.w("\nMinutes recorded by {s}.\n", s=c.s("scribe", 3).dr(rng.choice(["full", "given", "full_cred"])))
    parts.audit(n, c, 0.3)


def _ph(c, ext=False):
    return phi.au_phone(c.rng, ext=ext) if c.au else phi.us_phone(c.rng, ext=ext)


# ----------------------------------------------------------------------------
ALLERGENS = [
    ("Nickel sulfate", "5% pet"), ("Cobalt chloride", "1% pet"), ("Potassium dichromate", "0.5% pet"),
    ("Balsam of Peru (Myroxylon pereirae)", "25% pet"), ("Fragrance mix I", "8% pet"), ("Fragrance mix II", "14% pet"),
    ("Colophonium", "20% pet"), ("p-Phenylenediamine (PPD)", "1% pet"), ("Methylisothiazolinone", "0.2% aq"),
    ("MCI/MI (Kathon CG)", "0.02% aq"), ("Formaldehyde", "2% aq"), ("Quaternium-15", "1% pet"), ("Neomycin sulfate", "20% pet"),
    ("Lanolin alcohols", "30% pet"), ("Thiuram mix", "1% pet"), ("Carba mix", "3% pet"), ("Mercapto mix", "2% pet"),
    ("Budesonide", "0.01% pet"), ("Tixocortol pivalate", "0.1% pet"), ("Compositae mix", "5% pet"), ("Propolis", "10% pet"),
    ("Tea tree oil, oxidised", "5% pet"), ("Ammonium persulfate", "2.5% pet"), ("Glyceryl thioglycolate", "1% pet"),
    ("Benzisothiazolinone", "0.1% pet"), ("Decyl glucoside", "5% pet"), ("Epoxy resin", "1% pet"), ("Cocamidopropyl betaine", "1% aq"),
    ("Hydroxyethyl methacrylate (HEMA)", "2% pet"), ("Sesquiterpene lactone mix", "0.1% pet"),
]
PT_JOBS = ["hairdresser", "florist", "nurse", "mechanic", "nail technician", "dental assistant", "chef", "cleaner", "concreter",
           "gardener", "beautician", "machinist", "baker", "veterinary nurse", "aged care worker"]


def patch(n, c):
    rng = c.rng
    derm = c.s("derm")
    app = c.dpast(4, 30)
    while app.weekday() != 0:
        app = add_days(app, -1)
    d2 = add_days(app, 2)
    d4 = add_days(app, 4)
    job = rng.choice(PT_JOBS)
    if rng.random() < 0.5:
        parts.header(n, c, rng.choice(["Patch Test Report", "CONTACT DERMATITIS CLINIC - PATCH TESTING", "Epicutaneous patch testing"]),
                     enc_date=d4, provider=derm, show_addr=rng.random() < 0.3)
    else:
        n.w("PATCH TESTING - {cl}\n{pt} | DOB {dob} | {ml} {mrn}\n\n", cl=(c.clinic, "HOSPITAL"), pt=c.pt.name(rng.choice(["caps_rev", "full"])),
            dob=c.dob_v(), ml="UR" if c.au else "MRN", mrn=(c.mrn, "MRN"))
    n.w("Referred by {r} for {why}.\n", r=c.s("gp").dr(), why=rng.choice(["chronic hand dermatitis", "eyelid dermatitis", "facial dermatitis",
                                                                       "scalp itch after hair dye", "foot dermatitis", "perioral rash"]))
    k = rng.randrange(3)
    if k == 0:
        n.w("Occupation: {j} at {emp} ({y} years). ", j=(job, "PROFESSION"), emp=(c.employer if job not in ("hairdresser", "beautician", "nail technician") else
                                                                                  rng.choice(["Scissors & Co Salon", "Glow Beauty Bar", "The Nail Lounge", "Salon Verde"]),
                                                                                  "ORGANIZATION"), y=str(rng.randrange(1, 30)))
    elif k == 1:
        n.w("{ap}, works as a {j}. ", ap=c.age_phrase(), j=(job, "PROFESSION"))
    else:
        n.w("Works as {j}; ", j=["a ", (job, "PROFESSION")])
        n.t("atopic as a child. ")
    n.t("Worse on %s, improves on holidays.\n" % rng.choice(["work days", "weekdays", "Mondays"]))
    if rng.random() < 0.4:
        n.w("Partner {f} is a {fj}.\n", f=c.fam.name(rng.choice(["given", "full"])), fj=(rng.choice(PT_JOBS + ["farmer", "electrician"]), "PROFESSION"))
    n.t("Series: %s" % rng.choice((["Australian Baseline Series (60)", "Australian Baseline + hairdressing series"] if c.au else
                                    ["NACDG screening series (80)", "ACDS Core 80 + hairdressing series"]) +
                                   ["Baseline + cosmetics + corticosteroid series", "Baseline + rubber + own products"]))
    n.t(". Chambers: %s. Upper back.\n" % rng.choice(["Finn chambers on Scanpor", "IQ Ultra"] + ([] if c.au else ["T.R.U.E. test panels 1-3"])), typo=False)
    n.w("Applied {a}; D2 read {b}; D4 read {c}", a=c.d(app, rng.choice([c.style, "wd_au" if c.au else "wd_us"])), b=c.d(d2), c=c.d(d4))
    if rng.random() < 0.3:
        n.w("; D7 {d}", d=c.d(add_days(app, 7)))
    n.t(".\n")
    n.w("Readings by {r1} / {r2}.\n", r1=c.s("nurse").dr(rng.choice(["full_cred", "given"])), r2=derm.dr("dr_sur"))
    n.t("\nAllergen                                   Conc      D2     D4     Relevance\n")
    pos = rng.sample(range(len(ALLERGENS)), rng.randrange(0, 4))
    shown = rng.sample(range(len(ALLERGENS)), rng.randrange(8, 18))
    for i in sorted(set(shown + pos)):
        a, conc = ALLERGENS[i]
        if i in pos:
            r2, r4 = rng.choice([("+", "++"), ("?+", "+"), ("++", "+++"), ("+", "+"), ("IR", "-")])
            rel = rng.choice(["current - relevant", "past", "unknown", "current (work)"])
        else:
            r2, r4, rel = "-", "-", ""
        n.t("%-42s %-9s %-6s %-6s %s\n" % (a, conc, r2, r4, rel), typo=False)
    if rng.random() < 0.5:
        n.t("Own products: %s as is - negative; %s 1%% aq - negative.\n" % (rng.choice(["moisturiser", "sunscreen SPF50", "hand wash"]),
                                                                          rng.choice(["shampoo", "hair dye developer", "dishwashing liquid"])), typo=False)
    n.t("\nInterpretation: ")
    if pos:
        n.t("Positive reaction(s) as above. Avoidance information sheets given (%s). " % ", ".join(ALLERGENS[i][0].split(" (")[0] for i in pos))
        n.t(rng.choice(["Use vinyl not latex gloves.", "Avoid hair dyes containing PPD; consider henna-free alternatives.",
                        "Check labels for isothiazolinones.", "Nickel spot test kit supplied."]) + "\n")
    else:
        n.t("No relevant positives - likely irritant contact dermatitis; skin care and glove advice.\n")
    if rng.random() < 0.4:
        n.w("Workplace letter provided for {emp} regarding glove use.\n", emp=(c.employer, "ORGANIZATION"))
    if rng.random() < 0.3:
        n.w("WorkCover claim no. {cl}.\n" if c.au else "Workers' comp claim # {cl}.\n", cl=(letters(rng, 2) + digits(rng, 7), "ACCOUNT"))
    n.w("Review {d}.\n", d=c.dany(add_days(d4, rng.randrange(28, 100))))
    parts.signature(n, c, who=derm, when=d4)
    parts.audit(n, c, 0.3)

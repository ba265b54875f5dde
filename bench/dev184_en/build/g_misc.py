"""Genetic counseling letter, L&D discharge summary, nurse telephone triage."""
from phi import NB, D, fdate, add_days, hhmm, ampm, age_words, make_ctx, dob_age, addr_block, person, phone, ext, email, \
    accession, digits, letters, url, dea, state_lic, plate, CREDS, city, street, prel, art, fam_rel
import pools as P

INDIC = [("advanced maternal age", "AMA"), ("a high-risk cell-free DNA result for trisomy 21", "T21"),
         ("a positive carrier screen for cystic fibrosis", "CF"), ("an ultrasound finding of increased nuchal translucency (3.6 mm)", "NT"),
         ("a family history of fragile X syndrome", "FX"), ("a positive carrier screen for spinal muscular atrophy", "SMA"),
         ("recurrent pregnancy loss", "RPL"), ("a fetal echogenic bowel on anatomy scan", "EB")]
ANCESTRY = [("Ashkenazi Jewish", ["Poland", "Ukraine", "Israel"]), ("Irish", ["Ireland"]), ("Hispanic", ["Mexico", "Guatemala", "Peru"]),
            ("West African", ["Nigeria", "Ghana"]), ("Southeast Asian", ["Vietnam", "Cambodia", "Laos", "Philippines"]),
            ("Mediterranean", ["Italy", "Greece"]), ("French Canadian", ["Canada"]), ("Middle Eastern", ["Lebanon", "Iraq", "Egypt"]),
            ("South Asian", ["India", "Pakistan", "Bangladesh"]), ("Caribbean", ["Haiti", "Jamaica", "Dominican Republic"]),
            ("East African", ["Ethiopia", "Somalia", "Kenya"]), ("East Asian", ["China", "South Korea", "Japan"])]
REL_AGE = {"sister": (-8, 8), "brother": (-8, 8), "maternal aunt": (10, 30), "paternal uncle": (10, 30),
           "maternal grandmother": (40, 55), "paternal cousin": (-10, 10), "mother": (20, 35), "father": (22, 40)}


def gc_letter(rng):
    c = make_ctx(rng, age_lo=24, age_hi=45)
    nb = NB()
    gc, mfm, ref = c.docs[0], c.docs[1], c.docs[2]
    ds = rng.choice(["long", "long", "mdy"])
    nb.f("{h}\nPrenatal Genetics & Maternal-Fetal Medicine\n", h=(c.hosp if rng.random() < 0.5 else c.imaging, "HOSPITAL"))
    addr_block(nb, c.site_addr, c.site_loc)
    nb.f("\nTel {p}  |  Fax {f}\n", p=(c.site_phone, "PHONE"), f=(c.site_fax, "FAX"))
    if rng.random() < 0.6:
        nb.f("{u}\n", u=(url(rng, rng.choice(["genetics", "mfm/genetic-counseling", "prenatal-genetics"])), "URL"))
    nb.f("\n{d}\n\n", d=D(add_days(c.visit, rng.randint(0, 5)), "long"))
    nb.f("{r}, {cr}\n{cl}\n", r=(ref.name("fml"), "DOCTOR"), cr=rng.choice(["MD", "DO", "CNM"]), cl=(c.clinic, "HOSPITAL"))
    rl = city(rng) if rng.random() < 0.4 else c.site_loc
    addr_block(nb, street(rng), rl)
    nb.f("\n\nRE: {n}\nDOB: {d}\nMRN: {m}\nDate of service: {v}\n\n", n=(c.pt.name("fl"), "PATIENT"), d=D(c.dob, ds),
         m=(c.mrn, "MRN"), v=D(c.visit, ds))
    nb.f("Dear Dr. {r},\n\n", r=(ref.name("l"), "DOCTOR"))
    ind, code = rng.choice(INDIC)
    w = rng.randint(10, 22)
    gg = rng.randint(1, 5)
    nb.f("Thank you for referring Ms. {l}, a {a}-year-old G{g}P{p} at {w}w{d}d by {by}, for genetic counseling regarding {ind}. ",
         l=(c.pt.last, "PATIENT"), a=(str(c.age) if rng.random() < 0.75 else age_words(c.age), "AGE"), g=str(gg),
         p=str(rng.randint(0, gg - 1)), w=str(w), d=str(rng.randint(0, 6)), by=rng.choice(["LMP", "first trimester US", "IVF dates"]), ind=ind)
    nb.f("She was seen in person together with her {rel}, {pn}", rel=prel(c.partner, rng),
         pn=(c.partner.name("f"), "FAMILY"))
    if rng.random() < 0.4:
        nb.f(", and a {lang} interpreter ({i}, ID {iid})", lang=rng.choice(P.LANGS), i=(person(rng, "F").name("fl"), "DOCTOR"),
             iid=(digits(rng, 5), "IDNUM"))
    nb.t(".\n\nFAMILY HISTORY\n")
    an1, cs1 = rng.choice(ANCESTRY)
    an2, cs2 = rng.choice(ANCESTRY)
    nb.f("A three-generation pedigree was obtained. Ms. {l} reports {an} ancestry; her parents emigrated from {co}. ",
         l=(c.pt.last, "PATIENT"), an=an1, co=(rng.choice(cs1), "COUNTRY"))
    nb.f("{pn}'s family is of {an} descent ({co}). ", pn=(c.partner.name("f"), "FAMILY"), an=an2, co=(rng.choice(cs2), "COUNTRY"))
    rels = rng.sample(["sister", "brother", "maternal aunt", "paternal uncle", "maternal grandmother", "paternal cousin", "mother", "father"], 3)
    for rel in rels:
        sex = "M" if rel in ("brother", "paternal uncle", "father") else "F"
        rp = person(rng, sex)
        k = rng.randrange(3)
        if k == 1 and rel not in ("maternal aunt", "paternal uncle", "maternal grandmother", "mother", "father"):
            k = 0
        if k == 0:
            nb.f("Her {rel}, {n}, age {a}, {x}. ", rel=rel, n=(rp.name(rng.choice(["f", "fl"])), "FAMILY"),
                 a=(str(max(14, c.age + rng.randint(*REL_AGE[rel]))), "AGE"),
                 x=rng.choice(["is healthy", "has a son with autism and speech delay", "had two first-trimester losses",
                               "has type 1 diabetes", "was born with a cleft lip"]))
        elif k == 1:
            nb.f("Her {rel} died at {a} of {x}. ", rel=rel, a=(str(rng.randint(62 if "grand" in rel else 38, max(66, min(92, c.age + REL_AGE[rel][1])))), "AGE"),
                 x=rng.choice(["ovarian cancer", "a heart attack", "colon cancer", "complications of dementia", "breast cancer"]))
        else:
            nb.f("Her {rel} ({a}) has {x}. ", rel=rel, a=(age_words(max(14, c.age + rng.randint(*REL_AGE[rel]))), "AGE"),
                 x=rng.choice(["hearing loss since childhood", "intellectual disability, never tested", "hemophilia",
                               "Marfan syndrome", "early-onset Alzheimer's disease"]))
    nb.t("Consanguinity was %s.\n\n" % rng.choice(["denied", "denied", "reported (partners are second cousins)"]))
    nb.t("DISCUSSION\n")
    td = add_days(c.visit, -rng.randint(5, 25))
    if code in ("CF", "SMA"):
        nb.f("Expanded carrier screening through {lab} (accession {a}, collected {d}) showed Ms. {l} is a carrier of {v}. ",
             lab=(c.lab, "ORGANIZATION"), a=(accession(rng, "CS"), "IDNUM"), d=D(td, ds), l=(c.pt.last, "PATIENT"),
             v=rng.choice(["CFTR c.1521_1523delCTT (F508del)", "SMN1 1 copy (2+0 status possible)"]))
        nb.t("Partner testing was recommended; if both are carriers the risk to each pregnancy is 1 in 4 (25%). ")
    else:
        nb.f("Cell-free DNA screening ({lab}, accession {a}, resulted {d}) was {r}. ", lab=(c.lab, "ORGANIZATION"),
             a=(accession(rng, "NP"), "IDNUM"), d=D(td, ds), r="high risk for trisomy 21 (PPV ~80% for age)" if code == "T21" else rng.choice(
                 ["low risk x3, fetal sex XY", "no call, fetal fraction 2.9%", "low risk", "low risk x3, fetal sex XX"]))
        nb.t("We discussed the difference between screening and diagnostic testing, including CVS (10-13 wk) and amniocentesis (>=15 wk), "
             "with a procedure-related loss risk of roughly 0.1-0.3%. ")
    nb.t("%s\n\n" % rng.choice(["The couple elected amniocentesis, scheduled.", "They declined diagnostic testing at this time.",
                                "They wish to consider their options.", "Microarray will be sent on amniotic fluid."]))
    nb.f("PLAN: {x} on {d}. ", x=rng.choice(["Amniocentesis", "CVS", "Detailed anatomy US", "Partner carrier screen", "Follow-up call"]),
         d=D(add_days(c.visit, rng.randint(3, 21)), rng.choice([ds, "wd_long", "md_long"])))
    nb.f("Results will be sent to your office and to the patient at {pe}.\n\n", pe=(c.pt_email, "EMAIL"))
    nb.f("Please contact me directly at {p} or {e} with any questions.\n\nSincerely,\n\n", p=(phone(rng, c.area) + ext(rng), "PHONE"),
         e=(email(rng, gc), "EMAIL"))
    nb.f("{g}, {cr}\nGenetic Counselor, {st} license {lic}\n", g=(gc.name("fl"), "DOCTOR"), cr=rng.choice(CREDS["gc"]),
         st=(c.site_loc["state"], "STATE"), lic=(state_lic(rng), "LICENSE"))
    nb.f("Reviewed with {m}, MD, Maternal-Fetal Medicine\n\n", m=(mfm.name("fl"), "DOCTOR"))
    nb.f("cc: {n} (patient); {o}, MD\n", n=(c.pt.name("fL"), "PATIENT"), o=(c.docs[3].name("fl"), "DOCTOR"))
    return nb, "genetic_counseling_letter"


COUNTY = {"Worcester": "Worcester County", "Dayton": "Montgomery County", "Tucson": "Pima County", "Madison": "Dane County",
          "Columbus": "Franklin County", "Boise": "Ada County", "Des Moines": "Polk County", "Lansing": "Ingham County",
          "Fresno": "Fresno County", "El Paso": "El Paso County", "Albuquerque": "Bernalillo County", "Omaha": "Douglas County",
          "Akron": "Summit County", "Tacoma": "Pierce County", "Spokane": "Spokane County", "Lowell": "Middlesex County",
          "Wichita": "Sedgwick County", "Tulsa": "Tulsa County", "Knoxville": "Knox County", "Savannah": "Chatham County",
          "Gainesville": "Alachua County", "Durham": "Durham County", "Syracuse": "Onondaga County", "Reno": "Washoe County",
          "Provo": "Utah County", "Eugene": "Lane County", "Fort Wayne": "Allen County", "Duluth": "St. Louis County"}


def discharge(rng):
    c = make_ctx(rng, age_lo=16, age_hi=45)
    nb = NB()
    ds = c.ds
    att, cnm, res, rn = c.docs[0], c.docs[1], c.docs[2], c.docs[3]
    adm = c.visit
    deliv = add_days(adm, rng.randint(0, 2))
    los = rng.randint(1, 4)
    dc = add_days(deliv, los)
    mode = rng.choice(["NSVD", "NSVD", "primary LTCS (arrest of descent)", "repeat LTCS, scheduled", "VAVD (Kiwi) for maternal exhaustion",
                       "primary LTCS (Cat III tracing)"])
    nb.f("{h}\nOBSTETRIC DISCHARGE SUMMARY\n\n", h=(c.hosp, "HOSPITAL"))
    nb.f("Patient: {n}   MRN: {m}   FIN: {f}\n", n=(c.pt.name(rng.choice(["LF", "LFM"])), "PATIENT"), m=(c.mrn, "MRN"), f=(c.acct, "ACCOUNT"))
    nb.f("Admit: {a}   Delivery: {d}   Discharge: {dc}\n", a=D(adm, ds), d=D(deliv, ds), dc=D(dc, ds))
    nb.f("Unit: {u}, room {r}", u=(rng.choice(P.NAMED_UNITS), "HOSPITAL"), r=(str(rng.randint(301, 580)), "LOCATION_OTHER"))
    if rng.random() < 0.5:
        nb.f(" bed {b}", b=(rng.choice(["A", "B", "1", "2"]), "LOCATION_OTHER"))
    nb.f("\nAttending: {a}, MD   Delivered by: {c}, {cr}\n\n", a=(att.name("fl"), "DOCTOR"), c=(cnm.name("fl"), "DOCTOR"),
         cr=rng.choice(["CNM", "MD", "DO"]))
    why, wlo, whi = rng.choice([("IOL - gHTN", 37, 39), ("SROM, clear fluid", 35, 41), ("active labor", 36, 41),
                                ("IOL - post dates", 41, 41), ("PEC w/ SF", 33, 37), ("scheduled rLTCS", 39, 39),
                                ("IOL - GDMA2", 38, 39), ("decreased FM, NR NST", 36, 40), ("PPROM, latency abx", 32, 35)])
    w = rng.randint(wlo, whi)
    ft, pt_, ab = rng.randint(0, 3), rng.randint(0, 1), rng.randint(0, 2)
    nb.f("HPI/ADMISSION: {a} y/o G{g}P{p} at {w}w{d}d admitted for {x}.\n", a=(str(c.age), "AGE"), g=str(ft + pt_ + ab + 1),
         p="%d%d%d%d" % (ft, pt_, ab, ft + pt_), w=str(w), d=str(rng.randint(0, 6)), x=why)
    nb.t("GBS %s. Rh %s. Rubella %s. HIV/HBsAg/RPR neg.\n\n" % (rng.choice(["neg", "pos - PCN x2 doses", "unk - PCN"]),
                                                             rng.choice(["pos", "neg - RhIG given PP day 1"]), rng.choice(["immune", "non-immune - MMR at d/c"])))
    sex = "female" if c.baby.sex == "F" else "male"
    nb.f("DELIVERY: {d} at {t} - {m}. Live {s} infant", d=D(deliv, rng.choice([ds, "md"])), t=hhmm(rng, 0, 23), m=mode, s=sex)
    if rng.random() < 0.7:
        nb.f(" \"{b}\"", b=(c.baby.name(rng.choice(["f", "fl"])), "FAMILY"))
    nb.t(", %d g, Apgars %d/%d. %s. QBL %d mL.\n" % (rng.randint(2100, 4500), rng.choice([8, 8, 8, 7, 9, 6, 4]), rng.choice([9, 9, 8, 7]),
                                                  rng.choice(["Epidural", "Spinal", "No anesthesia", "CSE", "GETA"]), rng.randint(200, 1600)))
    nb.t("Lacerations: %s. Placenta: %s.\n\n" % (rng.choice(["none", "1st degree, repaired", "2nd degree, repaired w/ 3-0 vicryl", "n/a", "3b"]),
                                                rng.choice(["intact, 3VC", "to path", "manual extraction"])))
    nb.t("POSTPARTUM COURSE: %s. Hgb %.1f -> %.1f. %s\n\n" % (
        rng.choice(["Uncomplicated", "BP elevated 150s/100s, started nifedipine ER 30 mg", "PPH - treated with TXA, methergine",
                    "Fever POD1, endometritis - amp/gent 24h", "Uncomplicated, ambulating, tolerating diet"]),
        rng.uniform(10, 13.5), rng.uniform(7.5, 11.5), rng.choice(["Iron sucrose x1.", "Voiding spontaneously.", "Pain controlled on PO meds."])))
    nb.f("INFANT: {x}. Pediatrician: Dr. {p}, {pr}. ", x=rng.choice(["rooming in, BF", "NICU for hypoglycemia, remains admitted",
                                                                 "discharged with mother", "formula feeding"]),
         p=(c.docs[4].name("l"), "DOCTOR"), pr=(rng.choice(P.PLACE_WORDS) + " Pediatrics", "HOSPITAL"))
    nb.f("{fb}: {f}", fb="Father of baby" if c.partner.sex == "M" else "Partner", f=(c.partner.name("fl"), "FAMILY"))
    if rng.random() < 0.5:
        nb.f(", {pa}, {pp}", pa=(str(c.partner_age), "AGE"), pp=(c.p_prof, "PROFESSION"))
    nb.t(".\n")
    if rng.random() < 0.6:
        nb.f("Car seat check done by {r}, RN. Discharged to private vehicle, plate {pl}, driven by {dr}.\n", r=(rn.name("fl"), "DOCTOR"),
             pl=(plate(rng), "VEHICLE"), dr=(c.mother.name("fl") if rng.random() < 0.5 else c.partner.name("f"), "FAMILY"))
    nb.t("\nDISCHARGE MEDS: ibuprofen 600 mg q6h prn, acetaminophen 1 g q8h prn, docusate 100 mg BID, PNV daily%s.\n" %
         rng.choice(["", ", oxycodone 5 mg q6h prn #10", ", nifedipine ER 30 mg daily", ", ferrous sulfate 325 mg QOD"]))
    nb.f("Rx sent to {ph}", ph=(c.pharm, "HOSPITAL"))
    if rng.random() < 0.4:
        nb.f(" - prescriber {a} DEA {d}", a=(att.name("fL"), "DOCTOR"), d=(dea(rng, att.last), "LICENSE"))
    nb.t(".\n")
    nb.f("FOLLOW-UP: {cl} ({p}) on {d} for {x}; 6 wk PP visit.\n", cl=(c.clinic, "HOSPITAL"), p=(c.site_phone, "PHONE"),
         d=D(add_days(dc, rng.choice([3, 7, 14])), rng.choice([ds, "wd_md"])), x=rng.choice(["BP check", "incision check", "mood check"]))
    nb.f("Home address confirmed: {s}, {ci}", s=(c.addr, "STREET"), ci=(c.loc["city"], "CITY"))
    if c.loc["city"] in COUNTY and rng.random() < 0.8:
        nb.f(" ({co})", co=(COUNTY[c.loc["city"]], "CITY"))
    nb.t(". Home visit RN referral sent.\n\n")
    nb.f("Dictated by: {r}, {cr}  for {a}, MD\n", r=(res.name("fl"), "DOCTOR"), cr=rng.choice(CREDS["res"]), a=(att.name("fl"), "DOCTOR"))
    nb.f("D: {d1} {t1}  T: {d2}  {x}/{y}\n", d1=D(dc, "mdy"), t1=hhmm(rng), d2=D(add_days(dc, rng.randint(0, 1)), "mdy"),
         x=(res.name("INI"), "DOCTOR"), y=(person(rng, "F").name("low_ini"), "DOCTOR"))
    return nb, "ld_discharge_summary"


REASONS = [("decreased fetal movement", "Pregnancy - Decreased Fetal Movement"), ("vaginal bleeding", "Pregnancy - Vaginal Bleeding"),
           ("leaking fluid", "Pregnancy - Rupture of Membranes"), ("severe headache + BP 152/98 at home", "Pregnancy - Hypertension"),
           ("fever 101.4 after egg retrieval", "Post-procedure Fever"), ("bloating/SOB after retrieval", "OHSS Symptoms"),
           ("contractions q5 min", "Pregnancy - Labor"), ("heavy bleeding, 2 pads/hr", "Vaginal Bleeding - Not Pregnant"),
           ("burning w/ urination", "Urination Pain - Female"), ("missed PIO dose", "Medication Question"),
           ("vomiting, can't keep fluids down", "Pregnancy - Nausea and Vomiting")]


TRIAGE_Q = {
    "Pregnancy - Decreased Fetal Movement": ["FM in last 2 hr: fewer than 6 kicks", "Bleeding/LOF: no", "Pain 0-10: {p}", "Ate/drank, lying on L side: yes"],
    "Pregnancy - Vaginal Bleeding": ["Bleeding: bright red, ~1 pad/hr", "Cramping: yes, pain {p}/10", "Dizzy/fainting: no", "Rh status: per chart"],
    "Pregnancy - Rupture of Membranes": ["Fluid: clear, continuous leak", "Ctx: irregular", "FM: present", "Fever: no"],
    "Pregnancy - Hypertension": ["Home BP 152/98, repeat 148/96", "Headache: yes, not relieved by tylenol", "Vision changes: spots", "RUQ pain: no"],
    "Post-procedure Fever": ["Temp {t} F", "Pelvic pain {p}/10", "Vaginal bleeding: spotting", "Abx: none"],
    "OHSS Symptoms": ["Abd girth increased, bloated", "SOB lying flat: yes", "Wt gain since ER: 6 lb", "Urine output: decreased"],
    "Pregnancy - Labor": ["Ctx q5 min x1 hr, 60 sec", "LOF: no", "Bleeding: bloody show", "FM: present"],
    "Vaginal Bleeding - Not Pregnant": ["Pads: soaking 2/hr x2 hr", "Dizzy/fainting: yes, once", "UPT: neg at home", "Pain {p}/10"],
    "Urination Pain - Female": ["Burning, frequency x2 days", "Fever: no", "Flank pain: no", "Pregnant: no"],
    "Medication Question": ["Missed PIO dose last night", "Currently 6 days post transfer", "Bleeding: no", "Pain: none"],
    "Pregnancy - Nausea and Vomiting": ["Vomiting x6 today", "Unable to keep fluids down x12 hr", "Urine dark", "Dizzy on standing: yes"],
}


RX = {"Urination Pain - Female": "nitrofurantoin 100 mg BID x5d", "Pregnancy - Nausea and Vomiting": "ondansetron ODT 4 mg #12",
      "OHSS Symptoms": "cabergoline 0.5 mg daily x7", "Medication Question": "PIO 50 mg IM, resume tonight",
      "Post-procedure Fever": "doxycycline 100 mg BID x7d"}


def triage(rng):
    c = make_ctx(rng, age_lo=18, age_hi=44)
    nb = NB()
    ds = c.ds
    rn, oncall = c.docs[0], c.docs[1]
    reason, proto = rng.choice(REASONS)
    after = rng.random() < 0.5
    h0, m0 = rng.randint(0, 23), rng.randint(0, 44)
    t = "%02d:%02d" % (h0, m0)
    t_page = "%02d:%02d" % (h0, m0 + rng.randint(5, 12))
    t_sign = "%02d:%02d" % (h0, m0 + rng.randint(13, 15))
    nb.f("TELEPHONE ENCOUNTER - {k}\n", k=rng.choice(["OB/GYN NURSE TRIAGE", "REI AFTER-HOURS LINE", "NURSE ADVICE LINE"]))
    nb.f("{cl}\n", cl=(c.fert if "retrieval" in reason or "PIO" in reason else c.clinic, "HOSPITAL"))
    nb.f("Date/time: {d} {t}{a}\n", d=D(c.visit, rng.choice([ds, "wd_mdy"])), t=t, a=" (via answering service)" if after else "")
    caller_self = rng.random() < 0.6
    if caller_self:
        nb.f("Caller: patient, {n}\n", n=(c.pt.name(rng.choice(["fl", "LF"])), "PATIENT"))
    else:
        if rng.random() < 0.6:
            cf, cr_ = c.partner, prel(c.partner, rng)
        else:
            cr_, sx = fam_rel(rng, "F")
            cf = c.mother if cr_ == "mother" else person(rng, sx)
        nb.f("Caller: {f} ({r}) on behalf of pt {n}\n", f=(cf.name("fl"), "FAMILY"), r=cr_, n=(c.pt.name("fl"), "PATIENT"))
    nb.f("Callback: {p}", p=(c.pt_phone, "PHONE"))
    if rng.random() < 0.5:
        nb.f("   Alt: {p}", p=(phone(rng) + (ext(rng) if rng.random() < 0.3 else ""), "PHONE"))
    nb.t("\n")
    dob_age(c, nb, ds, "DOB: ", "  ({a} yo)")
    nb.f("   MRN: {m}\n\n", m=(c.mrn, "MRN"))
    w = rng.randint(8, 40)
    if proto.startswith("Pregnancy") and "Labor" not in proto and "Rupture" not in proto and "Decreased" not in proto:
        w = rng.randint(8, 36)
    elif proto.startswith("Pregnancy"):
        w = rng.randint(26, 40)
    nb.t("Reason for call: %s%s.\n" % (reason, (", %d wk" % w) if "Pregnancy" in proto else ""))
    if proto.startswith("Pregnancy"):
        edd = add_days(c.visit, 280 - w * 7 - rng.randint(0, 6))
        nb.f("Hx: G{g}P{p}, EDD {e}, prenatal care w/ Dr. {d}. {x}\n", g=str(rng.randint(1, 5)), p=str(rng.randint(0, 3)),
             e=D(edd, rng.choice([ds, "md"])), d=(c.docs[2].name("l"), "DOCTOR"),
             x=rng.choice(["Uncomplicated so far.", "Hx PTB at 34 wk.", "GDMA1.", "cHTN on labetalol.", "Twin IUP (di/di).", "Last seen 1 wk ago."]))
    elif proto in ("Post-procedure Fever", "OHSS Symptoms", "Medication Question"):
        nb.f("Hx: {ev} {d} at {f}{x}.\n", ev=rng.choice(["egg retrieval", "oocyte retrieval", "embryo transfer"]),
             d=D(add_days(c.visit, -rng.randint(1, 6)), rng.choice([ds, "md"])), f=(c.fert, "HOSPITAL"),
             x=rng.choice(["", ", %d eggs" % rng.randint(8, 31), ", E2 at trigger %d" % rng.randint(1800, 5200)]))
    nb.t("Protocol used: %s (Schmitt-Thompson)\n" % proto)
    for q in TRIAGE_Q[proto]:
        nb.t(" - %s\n" % q.format(p=rng.randint(2, 9), t="%.1f" % rng.uniform(98.2, 101.8)))
    if rng.random() < 0.5:
        nb.f("Pt is {a} {pr}, currently at work ({e}); ", a=art(c.prof), pr=(c.prof, "PROFESSION"), e=(c.employer, "ORGANIZATION"))
        nb.f("lives in {ci}, ~{m} min from {h}, near {lm}.\n", ci=(c.loc["city"], "CITY"), m=str(rng.randint(10, 70)),
             h=(c.hosp, "HOSPITAL"), lm=(rng.choice(P.LANDMARKS), "LOCATION_OTHER"))
    preg = proto.startswith("Pregnancy")
    urgent = proto in ("Pregnancy - Decreased Fetal Movement", "Pregnancy - Vaginal Bleeding", "Pregnancy - Rupture of Membranes",
                       "Pregnancy - Hypertension", "Pregnancy - Labor", "Vaginal Bleeding - Not Pregnant", "OHSS Symptoms")
    if urgent:
        disp = ("Go to L&D now" if preg and w >= 20 else "Go to ED now") if rng.random() < 0.85 else "See in office today"
    else:
        disp = rng.choice(["See in office today", "Home care + call back if worse", "Appt next AM"] + (["Go to ED now"] if not preg else []))
    nb.t("\nAdvice: %s\n" % rng.choice([
        "Reviewed warning signs; call back or go in for heavy bleeding, fever >100.4, severe pain, fainting.",
        "Hydrate, tylenol 1 g q6h prn (max 3 g/day), no NSAIDs in pregnancy.",
        "Kick counts reviewed: 10 movements in 2 hr after eating, on L side.",
        "Bring all meds and insurance card. Do not drive self if dizzy.",
        "Small frequent meals, electrolyte fluids; ok to use B6/doxylamine as directed."]))
    nb.f("Disposition: {d}", d=disp)
    if "L&D" in disp or "ED" in disp:
        nb.f(" at {h}", h=(c.hosp, "HOSPITAL"))
        if rng.random() < 0.5:
            nb.f(" ({b} entrance, {lm})", b=rng.choice(["Main", "North", "Emergency"]), lm=(rng.choice(P.BUILDINGS), "LOCATION_OTHER"))
    nb.t(". Pt %s.\n" % rng.choice(["verbalized understanding", "agrees with plan", "reluctant but agrees", "will have ride", "verbalzied understanding",
                                 "agress w/ plan"]))
    nb.f("On-call notified: Dr. {d} via pager {p} at {t}; ", d=(oncall.name(rng.choice(["l", "fl"])), "DOCTOR"),
         p=(phone(rng, c.area, rng.choice(["local", "dash"])), "PHONE"), t=t_page)
    nb.t(rng.choice(["agrees.", "call back rec'd, ok w/ plan.", "wants pt seen.", "no callback x15 min, paged again."]))
    if proto in RX and rng.random() < 0.6:
        nb.f(" Rx called to {ph} ({pp}): {rx}, Dr. {d} DEA {dea}.", ph=(c.pharm, "HOSPITAL"), pp=(phone(rng, c.area), "PHONE"),
             rx=RX.get(proto, "ondansetron ODT 4 mg #12"), d=(oncall.name("l"), "DOCTOR"), dea=(dea(rng, oncall.last), "LICENSE"))
    nb.t("\n")
    if rng.random() < 0.4:
        nb.f("Follow-up call {d}: {x}\n", d=D(add_days(c.visit, 1), rng.choice(["md", "wd_md", ds])),
             x=rng.choice(["pt seen in triage, discharged home", "LM on VM", "improved", "admitted"]))
    nb.f("\n{r}, {cr}  {t}\n", r=(rn.name(rng.choice(["fl", "fi"])), "DOCTOR"), cr=rng.choice(CREDS["rn"]), t=t_sign)
    return nb, "nurse_telephone_triage"

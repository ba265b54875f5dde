"""Genres: comprehensive geriatric assessment, falls clinic review, care home admission record."""
import clin as K
import common as CM
import gen as G
from case import nm
from nb import V, join


def attorney_word(c):
    if c.country == "UK":
        return c.rng.choice(["LPA for Health and Welfare", "Lasting Power of Attorney (health and welfare)",
                             "LPA (property and financial affairs)"])
    return c.rng.choice(["Enduring Power of Attorney", "EPOA", "Enduring Guardian", "Medical Treatment Decision Maker",
                         "Substitute Decision Maker"])


def social_hx(c):
    """Narrative social history with family, occupation, birthplace, church and clubs."""
    r = c.rng
    out = []
    if c.birth_country:
        yr = c.dob.year + r.randrange(16, 34)
        dest = "Australia" if c.country == "AU" else r.choice(["England", "Britain", "the UK"])
        out += ["Born in ", V("COUNTRY", c.birth_country), r.choice([", came to ", ", emigrated to ", ", moved to "])]
        if dest.startswith("the "):
            out += ["the ", V("COUNTRY", dest[4:])]
        else:
            out.append(V("COUNTRY", dest))
        out += [" in ", V("DATE", str(yr)), ". "]
        if c.lang:
            out += ["First language ", c.lang, r.choice(["; English adequate for day-to-day. ",
                                                         "; interpreter preferred for complex discussions. ",
                                                         ", reverting to it more as cognition declines. "])]
    else:
        out += ["Born and raised in ", V("CITY", c.town), ". "]
    if r.random() < 0.5:
        out += ["Retired ", V("PROFESSION", c.prof), r.choice([" (worked at ", " - employed by "]),
                V("ORGANIZATION", c.employer), r.choice([" for 30 years). ", " until retirement). "])]
    else:
        out += ["Worked most of ", c.his, " life as " + G.art(c.prof) + " ", V("PROFESSION", c.prof), " at ",
                V("ORGANIZATION", c.employer), ". "]
    sp = c.spouse_name
    if not c.married:
        out += [r.choice(["Widowed - ", "Widowed; ", "Late spouse "]), V("FAMILY", sp), " died ",
                r.choice([["in ", c.Dd(c.day(-365 * r.randrange(1, 15)), "y")],
                          ["in ", c.Dd(c.day(-365 * r.randrange(1, 10) - r.randrange(200)), "my")],
                          ["aged ", V("AGE", str(c.age + r.randrange(-6, 5)))]]), ". "]
    else:
        out += ["Married to ", V("FAMILY", sp), " (", V("AGE", str(c.age + r.randrange(-5, 6))),
                "), who lives ", r.choice(["nearby in ", "in the family home in "]), V("CITY", c.town), ". "]
    n1 = c.nok1
    out += [r.choice(["Main family contact is ", "Closest family is ", "Key contact: "]),
            n1.rel, " ", nm(n1, r.choice(["full", "first"])), " (",
            V("PROFESSION", n1.prof), ", lives in ", V("CITY", n1.town), ")"]
    if r.random() < 0.6:
        out += [" who holds ", attorney_word(c)]
    out.append(". ")
    if r.random() < 0.6:
        out += ["Previously attended ", V("ORGANIZATION", r.choice([c.church, c.club])),
                r.choice([" weekly", " most weekends", " until the pandemic", ""]), ". "]
    return out


def weight_trend(c):
    r = c.rng
    w0 = r.randrange(520, 820) / 10
    pts = []
    for k in range(3):
        off = -r.randrange(150, 200) + k * r.randrange(40, 70)
        pts.append([c.D(off, r.choice(["d_mon", "dm", c.style])), " %.1f kg" % (w0 - k * r.randrange(6, 25) / 10)])
    return ["Weights: "] + join(pts, "; ") + [" (BMI %.1f)" % (r.randrange(160, 260) / 10), "\n"]


def cga(c, n):
    r = c.rng
    ctx = c.ctx()
    uk = c.country == "UK"
    inhosp = r.random() < 0.35
    n.f(r.choice(["COMPREHENSIVE GERIATRIC ASSESSMENT\n", "Comprehensive Geriatric Assessment (CGA)\n",
                  "CGA - Care Home In-reach Team\n" if uk else "CGA - Residential In-Reach (RIR) Service\n"]))
    n.add("=" * r.randrange(20, 40) + "\n")
    n.put(CM.id_banner(c, extra=r.choice([("mrn",), ("mrn", "hp"), ("hp", "res")])))
    if inhosp:
        n.f("Location: {ward}, {hosp}, bed {bed}\n", ctx, bed=V("LOCATION_OTHER", str(r.randrange(1, 32))))
    else:
        n.f("Location: Room {room}, {unit}, {home}\n", ctx)
    n.f("Date of assessment: {d}    Assessor: {a}\n", ctx, d=c.D(0), a=CM.sref(c, c.geri if r.random() < 0.6 else c.reg))
    n.f("Referred by: {gp}, {practice}, on {d}\n", ctx, gp=CM.sref(c, c.gp), d=c.D(-r.randrange(3, 40)))
    n.f("Information from: {pt_first}, {nok1_rel} {n1} (tel {ph}), {rn} and the care notes.\n\n", ctx,
        n1=nm(c.nok1, r.choice(["full", "first"])), ph=V("PHONE", c.nok1.mobile), rn=CM.sref(c, c.rns[0]))
    n.add(r.choice(["Reason for referral\n", "REASON FOR REFERRAL:\n", "Presenting concerns\n"]))
    why = r.choice(["progressive functional decline over the last 3 months with two falls",
                    "weight loss of 6 kg and reduced oral intake",
                    "increasing agitation in the late afternoon and night-time wandering",
                    "recurrent admissions (3 in 6 months) and polypharmacy",
                    "family concern about deterioration and request for review of goals of care"])
    n.f("{agep} {wid}{sexw}, {res} {since}, referred with {why}. ", ctx,
        wid="married " if c.married else r.choice(["widowed ", "widowed ", "", "single "]) if not c.spouse_dead else "widowed ", sexw="woman" if c.pt.sex == "F" else "man",
        res=r.choice(["a resident of", "living at"]) if not inhosp else "admitted from",
        since=[V("HOSPITAL", c.home), " since ", c.D(-r.randrange(90, 1200), r.choice(["my", "mon_y", c.style]))],
        why=why)
    n.f("{He} was {a} {prof} and {pt_nick_q} is how {he} likes to be addressed.\n\n", ctx, a=G.art(c.prof),
        pt_nick_q=["'", nm(c.pt, "nick"), "'"])
    n.add("Medical history\n")
    n.put(K.problem_list(c, r.randrange(5, 10)))
    n.add("\nMedications (from " + ("MAR chart" if not inhosp else "drug chart") + ")\n")
    for m in K.med_list(c, r.randrange(6, 12)):
        n.add("- " + K.med_line(m, r.choice([0, 1])) + "\n")
    n.add("Allergies: " + r.choice(K.ALLERGIES) + "\n\n")
    n.add("Functional assessment\n")
    fr = K.frailty(c)
    n.add("%s. %s. %s.\n" % (fr[0], fr[1], fr[2]))
    n.add(r.choice(["Needs assistance of one for showering and dressing; independent with feeding once set up.",
                    "Hoist transfers with two staff; full assistance with personal care.",
                    "Mobilises short distances with 4WW and supervision; doubly incontinent at night."]) + "\n")
    n.add("\nCognition and mood\n" + "; ".join(K.cog_scores(c)) + "; GDS-15 %d/15.\n" % r.randrange(1, 12))
    n.f("{nok1_rel} reports memory decline since about {d}. ", ctx, nok1_rel=c.nok1.rel.capitalize(),
        d=c.D(-365 * r.randrange(2, 6), r.choice(["y", "my"])))
    if r.random() < 0.5:
        n.f("Sleep disturbed since {hol}.\n", ctx, hol=V("DATE", r.choice(["Christmas", "Easter", "New Year", "Boxing Day"])))
    else:
        n.add("\n")
    n.add("\nNutrition\n")
    n.put(weight_trend(c))
    n.add(K.risk_scores(c)[1] + ". " + r.choice(["Fortisip BD started.", "Food-first approach.", "Dietitian referral made.",
                                                  "Texture modified diet (IDDSI 5)."]) + "\n")
    n.add("\nSocial history\n")
    n.put(social_hx(c))
    n.add("\n\nExamination\n" + K.vitals(c) + "\n" + K.postural(c) + "\n")
    n.add(r.choice(["Chest clear. HS dual, ESM radiating to carotids.", "Bibasal crackles, mild pitting oedema to mid-shin.",
                    "Abdomen soft, non-tender; PR loaded with hard stool.", "Cogwheel rigidity R>L, shuffling gait."]) + "\n")
    n.f("\nInvestigations ({d}, lab no. {acc})\n", ctx, d=c.D(-r.randrange(1, 20)),
        acc=V("IDNUM", G.accession(r, c.v.year)))
    n.add(K.lab_block(c, r.randrange(6, 11), ", ") + "\n")
    if r.random() < 0.6:
        n.f("CT head {d} at {h}: {fnd}\n", ctx, d=c.D(-r.randrange(60, 900)), h=V("HOSPITAL", c.hosp),
            fnd=r.choice(["generalised atrophy, moderate small vessel disease.", "no acute intracranial abnormality.",
                          "old left parietal infarct; mesial temporal atrophy."]))
    n.add("\nImpression and plan\n")
    plans = ["Deprescribe: stop " + r.choice(["oxybutynin", "temazepam", "amitriptyline", "quetiapine"]) + " (anticholinergic/sedative burden).",
             "Bloods in 2 weeks: U&E, FBC.", "Physio review for strength and balance programme.",
             "Bowel chart; regular macrogol.", "Discuss ceiling of care and ReSPECT form with family." if uk else
             "Discuss Advance Care Directive and goals of care with family.",
             "Refer to SALT for swallow review." if uk else "Refer to speech pathology for swallow review.",
             "Pain: regular paracetamol, Abbey Pain Scale TDS for 1 week."]
    r.shuffle(plans)
    for i, p in enumerate(plans[:r.randrange(3, 6)]):
        n.add("%d. %s\n" % (i + 1, p))
    n.f("Review in {wk} weeks ({d}). Family meeting proposed for {d2} with {n1}.\n\n", ctx,
        wk=str(r.randrange(2, 9)), d=c.W(r.randrange(14, 60)), d2=c.W(r.randrange(3, 14), r.choice(["wd_long", "wd_short", c.style])),
        n1=nm(c.nok1, "first"))
    if r.random() < 0.5:
        n.put(CM.esign(c, c.geri))
    else:
        n.put(CM.sig_block(c, c.geri, with_contact=r.random() < 0.5))
    n.put(CM.cc_list(c, include_home=not inhosp))


def falls(c, n):
    r = c.rng
    ctx = c.ctx()
    uk = c.country == "UK"
    n.f("{falls}\n", ctx)
    n.add(r.choice(["FALLS CLINIC REVIEW\n", "Falls and Bone Health - clinic letter\n", "Multifactorial Falls Risk Assessment\n"]))
    n.f("Clinic date: {d}   Clinic ref: {acct}\n", ctx, d=c.D(0, r.choice([c.style, "wd_long", "wd_comma"])),
        acct=V("ACCOUNT", c.acct))
    n.put(CM.id_banner(c, extra=("mrn", "hosp")))
    if r.random() < 0.6:
        n.f("Usual residence: {home}, {home_addr}\n", ctx)
    else:
        n.f("Address: {addr_line}\n", ctx)
    n.f("Seen by: {a} and {p} (physiotherapist)\n", ctx, a=CM.sref(c, c.geri),
        p=nm(c.physio, r.choice(["full", "init_last"])))
    n.f("Accompanied by: {n1} ({nok1_rel})\n\n", ctx, n1=nm(c.nok1, r.choice(["full", "title_full"])))
    n.add("Falls history\n")
    k = r.randrange(2, 5)
    offs = sorted(r.sample(range(10, 330), k), reverse=True)
    places = [["found on the floor beside the bed in room ", V("LOCATION_OTHER", c.room)],
              ["slipped in the en-suite bathroom of room ", V("LOCATION_OTHER", c.room)],
              ["tripped on the kerb outside ", V("LOCATION_OTHER", r.choice(["Harbour View Tower", "Jubilee Clock Tower",
                                                                             "Victoria Jetty", "Endeavour Pier", "Rotunda Gardens"]))],
              ["fell in the dining room of ", V("HOSPITAL", c.unit)],
              ["fell getting out of a taxi in ", V("CITY", c.town)],
              ["found sitting on the floor of the lounge at ", V("HOSPITAL", c.home)]]
    for i, off in enumerate(offs):
        pl = r.choice(places)
        inj = r.choice(["no injury", "skin tear R forearm", "bruise L hip, X-ray NAD", "laceration to scalp (glued)",
                        "#L distal radius, back slab", "long lie ~4 h, CK 1840", "unable to get up, no injury"])
        n.f("{i}. {d} {t} - {pl}; {mech}; {inj}.\n", ctx, i=str(i + 1), d=c.D(-off), t=c.time(), pl=pl,
            mech=r.choice(["unwitnessed", "witnessed by carer", "no LOC reported", "preceded by dizziness on standing",
                           "going to the toilet at night", "no prodrome"]), inj=inj)
    n.add("\nRisk factors\n")
    n.add("- " + K.postural(c) + "\n")
    n.add("- Vision: " + r.choice(["bilateral cataracts, awaiting surgery", "macular degeneration, VA 6/36 L 6/24 R",
                                    "varifocals - advised single-vision for walking"]) + "\n")
    n.add("- Feet/footwear: " + r.choice(["ill-fitting slippers", "onychogryphosis, podiatry referral", "sensory neuropathy to ankles"]) + "\n")
    n.add("- Medicines: " + ", ".join(K.med_line(m, 1) for m in K.med_list(c, r.randrange(3, 6))) + "\n")
    n.add("- Continence: " + r.choice(["nocturia x4", "urge incontinence", "nil issues"]) + "\n")
    n.add("- " + "; ".join(K.frailty(c)) + "; " + K.risk_scores(c)[2] + "\n")
    n.add("\nBone health\n")
    if r.random() < 0.7:
        n.f("DXA {d} at {h}: L neck of femur T-score -{t1}, L1-L4 T-score -{t2}. FRAX 10-yr hip fracture risk {fx}%.\n", ctx,
            d=c.D(-r.randrange(60, 1400)), h=V("HOSPITAL", c.hosp), t1="%.1f" % (r.randrange(18, 38) / 10),
            t2="%.1f" % (r.randrange(10, 34) / 10), fx="%.1f" % (r.randrange(30, 190) / 10))
    else:
        n.add("No DXA - treated on clinical grounds (age and fragility fracture).\n")
    n.add(r.choice(["Commence denosumab 60 mg SC 6-monthly once vitamin D replete.",
                    "Continue alendronic acid; check adherence (sitting upright 30 min).",
                    "Zoledronic acid 5 mg IV annually - first dose arranged."]) + "\n")
    n.add("\nPlan\n")
    n.f("1. Strength and balance programme with {p} at {cc}, {wk} weeks.\n", ctx, p=CM.sref(c, c.physio, 2),
        cc=V("HOSPITAL", r.choice([c.hosp, c.falls])), wk=str(r.randrange(6, 13)))
    n.f("2. Sensor mat at bedside (serial {sn}) and low-low bed (asset {asset}).\n", ctx,
        sn=V("DEVICE", G.device_serial(r, "sensor")), asset=V("DEVICE", G.device_serial(r, "asset")))
    if r.random() < 0.6:
        n.f("3. Personal alarm pendant {pnd} re-issued - confirmed monitoring on {tel}.\n", ctx,
            pnd=V("DEVICE", G.device_serial(r, "pendant")), tel=V("PHONE", G.phone(r, c.country, "1300" if not uk else "land", c.area)))
    else:
        n.add("3. Hip protectors when mobilising; night light; toilet prompting 2-hourly overnight.\n")
    n.f("4. Reduce/stop {drug}.\n5. Review in clinic on {d} or sooner if further falls. Contact the clinic on {ph}.\n\n", ctx,
        drug=r.choice(["zopiclone", "amlodipine (postural drop)", "tamsulosin", "mirtazapine", "furosemide dose"]),
        d=c.W(r.randrange(42, 120)), ph=V("PHONE", c.hosp_phone))
    n.put(CM.sig_block(c, c.geri, with_contact=r.random() < 0.4))
    if r.random() < 0.6:
        n.put(CM.typist(c, c.geri))
    n.put(CM.cc_list(c))


def admission(c, n):
    r = c.rng
    ctx = c.ctx()
    uk = c.country == "UK"
    p = c.pt
    n.f("{home}\n", ctx)
    n.f(r.choice(["RESIDENT ADMISSION RECORD\n", "Pre-admission and Admission Record\n", "NEW RESIDENT ENTRY FORM\n"]))
    n.f("Admission date: {d}   Time: {t}   Room: {room}   Unit: {unit}\n\n", ctx, d=c.D(0), t=c.time())
    n.add("1. PERSONAL DETAILS\n")
    n.f("Surname: {sur}\nForename(s): {fore}\nPreferred name: {pref}\n", ctx, sur=V("PATIENT", p.last.upper()),
        fore=V("PATIENT", p.first + (" " + r.choice(["Ann", "Mary", "Rose", "Louise", "Joan"]) if p.sex == "F" else " " + r.choice(["James", "John", "Edward", "Albert"])) if p.mid else p.first),
        pref=nm(p, "nick"))
    n.f("Date of birth: {dob}   Age: {age}   Gender: {g}\n", ctx, g="Female" if p.sex == "F" else "Male")
    n.f("Previous address: {addr}\n", ctx)
    if c.birth_country:
        n.f("Country of birth: {cb}   Preferred language: {lang}\n", ctx, cb=V("COUNTRY", c.birth_country), lang=c.lang or "English")
    else:
        n.f("Country of birth: {cb}\n", ctx, cb=V("COUNTRY", r.choice(["United Kingdom", "England", "Scotland", "Wales"]) if uk else "Australia"))
    n.f("Religion: {rel} ({church})\nFormer occupation: {prof}\n", ctx,
        rel=c.religion)
    n.add("\n2. IDENTIFIERS AND FUNDING\n")
    if uk:
        n.f("NHS number: {nhs}\nNI number: {ni}\nHospital no.: {hn}\nResident ID: {rid}\n", ctx, nhs=V("MRN", c.nhs),
            ni=V("SSN", c.ni), hn=V("MRN", c.hospno), rid=V("MRN", c.resid))
        n.f("Funding: {fund}; social care ref {cid}\nFees account no.: {acct}\n", ctx,
            fund=r.choice(["local authority funded", "self-funded", "CHC funded", "FNC + top-up"]),
            cid=V("IDNUM", c.council), acct=V("ACCOUNT", c.acct))
    else:
        n.f("Medicare: {mc}\n", ctx, mc=V("HEALTHPLAN", c.medicare))
        if c.dva:
            n.f("DVA file no.: {dva} ({card} Card)\n", ctx, dva=V("HEALTHPLAN", c.dva), card=r.choice(["Gold", "White"]))
        n.f("Centrelink CRN: {crn}\nPrivate health: {fn} member {fno}\nMy Aged Care ID: {mac}\nResident ID: {rid}\n", ctx,
            crn=V("SSN", c.crn), fn=c.fund_name, fno=V("HEALTHPLAN", c.fund), mac=V("IDNUM", c.macid), rid=V("MRN", c.resid))
        n.f("AN-ACC class {cl}; RAD/DAP billing account {acct}\n", ctx, cl=str(r.randrange(2, 14)), acct=V("ACCOUNT", c.acct))
    n.add("\n3. CONTACTS\n")
    for k, fam in enumerate([c.nok1, c.nok2][:r.choice([1, 2, 2])]):
        n.f("NOK {k}: {nm} ({rel})  Mobile: {mob}  Home: {land}\n", ctx, k=str(k + 1),
            nm=nm(fam, r.choice(["full", "title_full", "lf"])), rel=fam.rel, mob=V("PHONE", fam.mobile), land=V("PHONE", fam.land))
        if r.random() < 0.7:
            n.f("        Email: {em}   Occupation: {pr}\n", ctx, em=V("EMAIL", fam.email), pr=V("PROFESSION", fam.prof))
    n.f("{att}: {who}\n", ctx, att=attorney_word(c), who=nm(c.nok1, "full"))
    if r.random() < 0.5:
        n.f("Solicitor holding will: {sol}, tel {ph}\n", ctx, sol=V("ORGANIZATION", r.choice(
            ["Pemberton & Lowe Solicitors", "Hartley Cooper LLP", "Ashby Dunn Lawyers", "McInerney & Galea Legal"])),
            ph=V("PHONE", G.phone(r, c.country, "land", c.area)))
    n.f("GP: {gp} - {practice}, tel {practice_phone}, fax {practice_fax}\n", ctx, gp=CM.sref(c, c.gp, 2))
    n.f("Pharmacy: {pharmacy}, tel {pharmacy_phone}\n", ctx)
    n.f("Admitted from: {src}\n", ctx, src=r.choice([[V("HOSPITAL", c.ward), ", ", V("HOSPITAL", c.hosp)],
                                                     ["own home (", V("CITY", c.town), ") with ", V("ORGANIZATION", r.choice(
                                                         ["BrightCare Home Services", "Willow Homecare", "Blue Wren Home Support"])), " package"],
                                                     ["respite stay converted to permanent"]]))
    n.add("\n4. HEALTH\n")
    n.put(K.problem_list(c, r.randrange(4, 8), numbered=False))
    n.add("Allergies: %s\n" % r.choice(K.ALLERGIES))
    n.add("Baseline obs: " + K.vitals(c, short=True) + "\n")
    n.add("Risk assessments: " + "; ".join(K.risk_scores(c)[:3]) + "\n")
    n.add("\n5. AIDS, DEVICES AND IDENTIFICATION\n")
    if r.random() < 0.7:
        n.f("Hearing aids: L serial {s1}, R serial {s2}\n", ctx, s1=V("DEVICE", G.device_serial(r, "hearing")),
            s2=V("DEVICE", G.device_serial(r, "hearing")))
    if r.random() < 0.3:
        n.f("Pacemaker: {mod}, SN {sn} (checked at {h} {d})\n", ctx, mod=r.choice(["Medtronic Azure", "dual chamber", "Abbott Assurity"]),
            sn=V("DEVICE", G.device_serial(r, "pacemaker")), h=V("HOSPITAL", c.hosp), d=c.D(-r.randrange(30, 500), "my"))
    n.f("Pressure-relieving mattress asset no. {a}; {aid}\n", ctx, a=V("DEVICE", G.device_serial(r, "asset")),
        aid=r.choice(["4WW", "Zimmer frame", "wheelchair (tilt-in-space)", "walking stick"]))
    n.f("Photo taken for MAR; biometric enrolment ID {bio} for wander-alert door system.\n", ctx, bio=V("BIOID", G.bioid(r)))
    n.add("\n6. ABOUT ME\n")
    n.f("{pref} {likes}. {he} {hist}.\n", ctx, pref=nm(p, r.choice(["nick", "first"])), he=c.He,
        likes=r.choice(["likes a milky tea with two sugars and the radio on", "prefers a shower in the evening",
                        "enjoys gardening and watching the cricket", "likes to be up early and dressed before breakfast"]),
        hist=[r.choice(["was ", "worked as "]) + G.art(c.prof) + " ", V("PROFESSION", c.prof), r.choice([" and was a member of ", "; enjoyed "]),
              V("ORGANIZATION", c.club)])
    n.add("\nAdmitting nurse: ")
    rn = c.rns[0]
    n.put(CM.sref(c, rn, 0))
    n.f("   {lab} {lic}\n", ctx, lab=rn.lic_label, lic=V("LICENSE", rn.lic))
    n.f("Checked by: {m}, {role}   Date: {d}\n", ctx, m=nm(c.manager, r.choice(["full", "init_last"])),
        role=c.manager.role, d=c.D(r.randrange(0, 3)))

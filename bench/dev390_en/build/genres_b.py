"""Genres: smoking in pregnancy referral, inpatient tobacco dependence advisor
note, pharmacy voucher and supply record."""
import phi
import negatives as NG
import pools_places as PL
from builder import Note
from case import PN, SN, FN, addr_line, addr_block, pronouns
from common import (D, age_v, gp_word, adv_role, cred, pt_name, pt_ref, staff_sig, co_reading,
                    pharmaco, demo_block, occupation, household, kids_phrase, prev_attempts,
                    hard_neg_line, pmh_line, meds_line, score_line, info_line)


def _gest(rng):
    w = rng.randrange(8, 30)
    return w, "%d+%d" % (w, rng.randrange(0, 7))


def pregnancy_referral(rng, c):
    b = Note()
    g = c["g"]
    p = c["pt"]
    mw = c["mw"]
    w, gest = _gest(rng)
    d_book = c["d_ref"]
    edd = phi.add_days(d_book, (40 - w) * 7 + rng.randrange(-3, 4))
    co = max(4, c["co0"] - rng.randrange(0, 5))
    lay = rng.choice(["form", "form", "email"] + (["ob"] if g in ("US", "CA") else []))
    pp = len(c["kids"]) + rng.choice([0, 0, 0, 1])
    gg = pp + 1 + rng.choice([0, 0, 1])
    if lay == "ob":
        b.f("PRENATAL TOBACCO CESSATION REFERRAL\n{h} - {dept}\n", h=("HOSPITAL", c["hospital"]),
            dept=rng.choice(["OB/GYN Clinic", "Women's Health", "Prenatal Clinic"]))
        b.f("Date: {d}\nTo: {svc} (fax {fx})\n", d=D(c, d_book), svc=("HOSPITAL", c["service"]),
            fx=("FAX", phi.landline(rng, c["cc"], c["town"][3])))
        b.f("Patient: {n}   DOB: {dob}   MRN: {m}\n", n=PN(p, "LAST_first"), dob=D(c, c["dob"]),
            m=("MRN", c["nhsno"][1]))
        if g == "US" and rng.random() < 0.5:
            b.f("SSN: {s}\n", s=("SSN", c["ssn"]))
        b.f("{hl}: {hp}\nPhone: {ph}\nAddress: {a}\n\n", hl=c["hp_label"], hp=("HEALTHPLAN", c["hp"]),
            ph=("PHONE", c["mob"]), a=addr_line(c["addr"]))
        b.f("{a} G{gg}P{pp} at {ga} wks by dating US, EDD {edd}. Smokes {cpd} cig/day; exhaled {co}. "
            "Advised on risks (SGA, stillbirth, SIDS). Pt agreeable to referral.\n",
            a=age_v(rng, c["age"], "F", "y_o"), gg=str(gg), pp=str(pp),
            ga=gest, edd=D(c, edd), cpd=str(c["cpd"]), co=co_reading(rng, c, co))
        b.f("FOB {fob} {fs}. {kp}\n", fob=FN(c["partner"], "full"), fs=rng.choice(["smokes", "vapes", "non-smoker"]),
            kp=["Also at home: ", kids_phrase(rng, c), "."] if c["kids"] else "First pregnancy.")
        b.f("NRT in pregnancy discussed - prefers {pr}. Dx O99.33{t}, F17.210.\n",
            pr=rng.choice(["patch + gum", "lozenge", "counseling only"]), t=rng.choice(["1", "2", "3"]))
        b.f("Referring: {m}{cr}, {role}\nPager {pg}\n", m=SN(mw, "full"), cr=rng.choice([", CNM", ", RN", ", MD"]),
            role=rng.choice(["Prenatal Nurse", "Certified Nurse Midwife", "OB resident"]), pg=("PHONE", phi.bleep(rng)))
        return b
    if lay == "email":
        b.f("From: {m} <{me}>\nTo: {se}\nSent: {d} {tm}\nSubject: Opt-out referral - smoking in pregnancy - {ini}\n\n",
            m=SN(mw, "full"), me=("EMAIL", mw["email"]), se=("EMAIL", c["service_email"]), d=D(c, d_book),
            tm=phi.time_of_day(rng), ini=PN(p, "init"))
        b.f("Hi {team},\n\nPlease see below referral for {n}, DOB {dob}, {lab} {id}, ", team=rng.choice([
            "team", "all", ["", SN(c["adv"], "first")]]), n=PN(p, "full"), dob=D(c, c["dob"]),
            lab=c["nhsno"][0], id=("MRN", c["nhsno"][1]))
        b.f("booked today at {ga}/40 at {v}. EDD {edd}. CO at booking {co} ppm so referred as per opt-out pathway "
            "(threshold 4 ppm). ", ga=gest, v=rng.choice([("HOSPITAL", c["practice"]), ("LOCATION_OTHER", c["venue"]),
                                                         ("HOSPITAL", c["hospital"])]), edd=D(c, edd), co=str(co))
        b.f("She smokes about {cpd} a day ({tob}), {pw} {fam} {fs}. {occ_s}\n", cpd=str(c["cpd"]),
            tob=rng.choice(NG.TOBACCO), pw=c["partner_word"], fam=FN(c["partner"], "first"),
            fs=rng.choice(["also smokes", "smokes outside", "is a non-smoker", "vapes"]),
            occ_s=["Works as ", ("PROFESSION", c["job"]), "."] if c["job"] else "")
        b.f("Best contact {m} - {pref}. {lang}\n\n", m=("PHONE", c["mob"]), pref=rng.choice([
            "prefers texts", "mornings only", "please don't leave a voicemail", "call after 3pm"]),
            lang=rng.choice(["", "", ["First language ", rng.choice(["Polish", "Romanian", "Urdu", "Arabic", "Tigrinya"]),
                                      ", interpreter not needed"]]))
        b.f("Many thanks\n{m}\n{role}, {team}\n{h}\n{tl} {tel}\n", m=SN(mw, "full"),
            role=rng.choice(["Community Midwife", "Midwife", "Specialist Midwife (Public Health)"]),
            team=rng.choice(["Community Midwifery", "Antenatal Clinic", "Maternity"]), h=("HOSPITAL", c["hospital"]),
            tl=rng.choice(["Tel", "Mob", "Work mobile"]), tel=("PHONE", phi.mobile(rng, c["cc"])))
        return b
    b.f("{t}\n", t=rng.choice(["SMOKING IN PREGNANCY - OPT-OUT REFERRAL FORM", "Maternity Smokefree Pathway Referral",
                                "Referral: Stop Smoking in Pregnancy Service"]))
    b.f("To: {svc}   Email: {se}\n", svc=("HOSPITAL", c["service"]), se=("EMAIL", c["service_email"]))
    b.f("From: {m}, {role}, {h}\n", m=SN(mw, rng.choice(["full", "f_last"])), role=rng.choice(
        ["Community Midwife", "Midwife", "Antenatal Clinic Midwife", "Specialist Midwife"]), h=("HOSPITAL", c["hospital"]))
    b.f("Tel: {t}   Date: {d}\n\n", t=("PHONE", phi.with_ext(rng, phi.landline(rng, c["cc"], c["town"][3]))
                                     if rng.random() < 0.5 else c["service_tel"]), d=D(c, d_book))
    b.f("Name: {n}\nDOB: {dob} (age {a})\n", n=pt_name(rng, c, ["full", "LAST_first", "mid"]), dob=D(c, c["dob"]),
        a=("AGE", str(c["age"])))
    b.f("Hospital no: {h}   {lab}: {id}\n", h=("MRN", c["mrn"]), lab=c["nhsno"][0], id=("MRN", c["nhsno"][1]))
    if g in ("AU", "IE", "NZ") and rng.random() < 0.6:
        b.f("{hl}: {hp}\n", hl=c["hp_label"], hp=("HEALTHPLAN", c["hp"]))
    if g == "IE" and rng.random() < 0.5:
        b.f("PPSN: {s}\n", s=("SSN", c["ssn"]))
    b.f("Address: {a}\nTel: {m}\n", a=addr_line(c["addr"]), m=("PHONE", c["mob"]))
    b.f("{gw}: {gp}, {pr}\n\n", gw=gp_word(c), gp=SN(c["gp"], "title"), pr=("HOSPITAL", c["practice"]))
    b.f("Gestation at booking: {ga} weeks   EDD: {edd}\n", ga=gest, edd=D(c, edd))
    last = phi.add_days(d_book, -365 * c["kids"][0] - rng.randrange(10, 300)) if c["kids"] else None
    b.f("Gravida {gg} Para {pp}{prev}\n", gg=str(gg), pp=str(pp),
        prev="" if last is None else rng.choice(["", ["; last baby born ", phi.month_year(rng, last),
                              " at ", ("HOSPITAL", c["hospital"]), ", ", rng.choice(["SGA", "term", "37/40", "prem 34/40"])]]))
    b.f("Booking {co} (threshold 4 ppm)\n", co=co_reading(rng, c, co))
    b.f("Smoking status: {s}\n", s=rng.choice(["current smoker", "smoker - quit since finding out (CO raised)",
                                               "cut down to %d/day" % max(2, c["cpd"] // 3), "daily smoker + vapes"]))
    b.f("Partner: {fn} - {fs}\n", fn=FN(c["partner"], rng.choice(["full", "first"])),
        fs=rng.choice(["smoker", "non-smoker", "vapes", "smokes 20/day, will consider referral"]))
    kp = kids_phrase(rng, c)
    if kp:
        b.f("Also at home: {kp}\n", kp=kp)
    b.f("Occupation: {o}\n", o=occupation(rng, c) if rng.random() < 0.7 else c["status"])
    b.f("{sc}\n{md}\n", sc=score_line(rng, c, "preg"), md=meds_line(rng, c))
    b.f("{ln}\n", ln=rng.choice(["Hb 112 g/L, BMI 31 - GTT booked", "EPDS 9 at booking", "Aspirin 150mg from 12/40 (PET risk)",
                                  "Serial growth scans from 28/40 per Saving Babies' Lives v3", "Folic acid 5mg (BMI >30)",
                                  "Safeguarding: no concerns", "Safeguarding: known to children's social care",
                                  "Vaping in pregnancy discussed - safer than smoking, licensed NRT preferred"]))
    b.t("Opt-out explained, woman did not opt out. Consent to share with service and health visitor: yes\n")
    if rng.random() < 0.5:
        b.f("Incentive scheme: eligible - voucher card {v} to be activated at 4-week CO check\n",
            v=("IDNUM", phi.voucher(rng, d_book.year)))
    b.f("\nSigned: {s}\n", s=staff_sig(rng, c, mw, None, True, ""))
    return b


def inpatient_tda(rng, c):
    b = Note()
    g = c["g"]
    p = c["pt"]
    adm = phi.add_days(c["d_first"], -rng.randrange(0, 4))
    seen = phi.add_days(adm, rng.randrange(0, 2))
    dep = rng.choice(["Respiratory", "Cardiology", "Acute Medicine", "Vascular", "Orthopaedics",
                      "Gastroenterology", "Care of the Elderly", "General Surgery", "Endocrinology"])
    bay, bed = str(rng.randrange(1, 8)), str(rng.randrange(1, 13))
    lay = rng.choice(["full", "full", "short"] if g not in ("US", "CA") else ["us", "us", "short"])
    if lay == "us":
        rm = "%d%s" % (rng.randrange(200, 899), rng.choice(["", "A", "B"]))
        b.f("INPATIENT TOBACCO TREATMENT CONSULT\n{h}  Unit: {w}  Room {r}\n", h=("HOSPITAL", c["hospital"]),
            w=("HOSPITAL", c["ward"]), r=("LOCATION_OTHER", rm))
        b.f("Pt: {n}  MRN {m}  Acct {ac}  DOB {dob}\n", n=PN(p, "LAST_first"), m=("MRN", c["nhsno"][1]),
            ac=("ACCOUNT", c["acct"]), dob=D(c, c["dob"]))
        if g == "US" and rng.random() < 0.3:
            b.f("SSN {s}\n", s=("SSN", c["ssn"]))
        b.f("Admit date: {d}  Attending: Dr. {a}  Consult requested by {r}\n", d=D(c, adm), a=SN(c["cons"], "last"),
            r=rng.choice(["nursing admission screen", "attending", "EHR best-practice alert"]))
        b.f("\n{a} {sx} admitted with {rsn}. Tobacco: {cpd} cpd x {yrs} yrs ({pky} pack-yr). "
            "Last cigarette prior to arrival. ", a=age_v(rng, c["age"], None, rng.choice(["y_o", "year_old"])),
            sx={"M": "M", "F": "F", "X": "pt"}[p["sex"]], rsn=rng.choice(NG.ADMISSIONS_US), cpd=str(c["cpd"]),
            yrs=str(max(1, c["age"] - c["start_age"])), pky=str(c["cpd"] * max(1, c["age"] - c["start_age"]) // 20))
        b.f("{l}\n{l2}\n", l=pmh_line(rng, c), l2=hard_neg_line(rng, c))
        b.f("Exhaled {co}\nRecs: nicotine patch 21 mg/24h daily + nicotine gum 2 mg q1-2h PRN cravings; "
            "consider varenicline at discharge. Counseled 15 min (CPT 99407).\n", co=co_reading(rng, c, c["co0"]))
        b.f("Discharge: e-referral to quitline, f/u with PCP Dr. {gp} at {pr} ({tel}).\n", gp=SN(c["gp"], "last"),
            pr=("HOSPITAL", c["practice"]), tel=("PHONE", c["practice_tel"]))
        b.f("{s}\nPager {pg}\n", s=staff_sig(rng, c, c["adv"], adv_role(rng, c)), pg=("PHONE", phi.bleep(rng)))
        return b
    if lay == "short":
        if g in ("US", "CA"):
            b.f("Tob tx f/u {d} {tm}. {w} rm {rm}. ", d=phi.short_date(rng, c["cc"], seen), tm=phi.time_of_day(rng),
                w=("HOSPITAL", c["ward"]), rm=("LOCATION_OTHER", "%d%s" % (rng.randrange(200, 899), rng.choice(["", "A", "B"]))))
        else:
            b.f("TDA review {d} {tm}. {w} bay {bay} bed {bed}. ", d=phi.short_date(rng, c["cc"], seen), tm=phi.time_of_day(rng),
                w=("HOSPITAL", c["ward"]), bay=("LOCATION_OTHER", bay), bed=("LOCATION_OTHER", bed))
        b.f("{pt}, {a}, adm {ad} with {rsn}. ", pt=PN(p, rng.choice(["full", "title", "first"])),
            a=age_v(rng, c["age"], p["sex"], "sex"), ad=phi.short_date(rng, c["cc"], adm), rsn=rng.choice(NG.ADMISSIONS))
        b.f("smokes {cpd}/day. co {co} ppm. {wd}. ", cpd=str(c["cpd"]), co=str(c["co0"]), wd=rng.choice(NG.WITHDRAWAL))
        b.f("nrt started - {ph}. ", ph=rng.choice(["21mg patch + inhalator", "25mg patch + 2mg gum prn", "patch + mouth spray",
                                                   "4mg lozenge prn only (declines patch)", "own vape - allowed in designated area"]))
        b.f("{x} ", x=rng.choice(["ward pharmacist aware re clozapine.", "pt keen to stay stopped after d/c.",
                                   "not ready to quit - temporary abstinence while inpatient.",
                                   ["asked to speak to ", c["partner_word"], " ", FN(c["partner"], "first"), " too."]]))
        b.f("d/c plan: referral to {svc}, {gw} letter. {a}, {r}, ext {ex}\n", svc=("HOSPITAL", c["service"]),
            gw=gp_word(c), r="TTS" if g in ("US", "CA") else "TDA", a=SN(c["adv"], rng.choice(["first", "f_last", "full"])), ex=("PHONE", phi.bleep(rng)))
        return b
    b.f("{t}\n{h}\n", t=rng.choice(["TOBACCO DEPENDENCE TREATMENT SERVICE - INPATIENT REVIEW",
                                    "Inpatient Tobacco Dependence Advisor Note", "TDA Inpatient Assessment"]),
        h=("HOSPITAL", c["hospital"]))
    b.f("Ward: {w}   Bay {bay}, Bed {bed}\n", w=("HOSPITAL", c["ward"]), bay=("LOCATION_OTHER", bay),
        bed=("LOCATION_OTHER", bed))
    b.f("Patient: {n}   {lab}: {id}   Hosp no: {h}\n", n=pt_name(rng, c, ["full", "LAST_first"]),
        lab=c["nhsno"][0], id=("MRN", c["nhsno"][1]), h=("MRN", c["mrn"]))
    b.f("DOB: {dob}   Age: {a}\n", dob=D(c, c["dob"]), a=("AGE", str(c["age"])))
    b.f("Admitted: {d} via {via} with {rsn}\nConsultant: {cn} ({dep})\n", d=D(c, adm),
        via=rng.choice(["ED", "AMU", "GP referral", "elective list", "SDEC"]), rsn=rng.choice(NG.ADMISSIONS),
        cn=SN(c["cons"], "title"), dep=dep)
    b.f("Seen: {d} {tm} (within {h}h of admission, opt-out model)\n\n", d=D(c, seen), tm=phi.time_of_day(rng),
        h=str(rng.choice([4, 12, 24, 24, 36])))
    b.f("Smoking: {cpd}/day, started at {sa}, TTFC {tt}. FTND {f}. {pa}.\n", cpd=str(c["cpd"]),
        sa=("AGE", str(c["start_age"])), tt=c["ttfc"], f=str(c["ftnd"]), pa=prev_attempts(rng, c))
    b.f("{co}\n", co=co_reading(rng, c, c["co0"]))
    b.f("{l1}\n{l2}\n{l3}\n{l4}\n", l1=pmh_line(rng, c), l2=meds_line(rng, c), l3=score_line(rng, c, "inpt"),
        l4=hard_neg_line(rng, c))
    b.f("Social: {hh}; {occ}.\n", hh=household(rng, c), occ=occupation(rng, c))
    b.f("Withdrawal: {w1}, {w2}. Had been going outside to smoke {n}x/day with drip stand.\n",
        w1=rng.choice(NG.WITHDRAWAL), w2=rng.choice(NG.WITHDRAWAL), n=str(rng.randrange(1, 8)))
    b.t("\nPlan:\n")
    b.f("- NRT prescribed on EPMA: {a} + {b2} PRN\n", a=rng.choice(["21mg/24hr patch", "25mg/16hr patch", "2 x 21mg patches (high dependence)"]),
        b2=rng.choice(["15mg inhalator", "2mg gum", "1mg mouth spray", "4mg lozenge"]))
    if rng.random() < 0.35:
        b.t("- On clozapine: ward pharmacist informed; level requested, monitor for toxicity as smoking stopped\n")
    if rng.random() < 0.3:
        b.t("- Theophylline level to be checked 1 wk after stopping (CYP1A2)\n")
    b.f("- Vaping: {v}\n", v=rng.choice(["may use own device in designated outdoor area per Trust policy",
                                         "offered vape starter kit - accepted", "not interested"]))
    b.f("- On discharge: TTO NRT x 2 wks; referral to {svc} (ref {r}); letter to {gw} {gp}, {pr}\n",
        svc=("HOSPITAL", c["service"]), r=("IDNUM", phi.referral_no(rng)), gw=gp_word(c), gp=SN(c["gp"], "title"),
        pr=("HOSPITAL", c["practice"]))
    if rng.random() < 0.4:
        b.f("- Family to be given advice leaflet; NOK {nk} ({rw}) {ph}\n", nk=FN(c["relative"], "full"),
            rw=c["rel_word"], ph=("PHONE", phi.mobile(rng, c["cc"])))
    b.f("\n{s}\nTDA team bleep {bl} / {tel}\n", s=staff_sig(rng, c, c["adv"], "Tobacco Dependence Advisor"),
        bl=("PHONE", phi.bleep(rng)), tel=("PHONE", phi.with_ext(rng, phi.landline(rng, c["cc"], c["town"][3]))))
    return b


def pharmacy_supply(rng, c):
    b = Note()
    g = c["g"]
    p = c["pt"]
    ph = c["pharm"]
    d = phi.add_days(c["d_qd"], 7 * rng.randrange(0, 8))
    b.f("{pn}\n{pa}\nTel {pt}\n\n", pn=("HOSPITAL", c["pharmacy"]), pa=addr_line(c["pharmacy_addr"]),
        pt=("PHONE", c["pharmacy_tel"]))
    if g in ("US", "CA", "AU") and rng.random() < 0.6:
        b.f("{t}\n{rl}: {rx}   {fl}: {d}\n", t=rng.choice(["PRESCRIPTION RECORD - SMOKING CESSATION", "Dispensing record"]),
            rl="Script no" if g == "AU" else "Rx #", fl="Dispensed" if g == "AU" else "Filled",
            rx=("IDNUM", phi.rx_no(rng)), d=D(c, d))
        b.f("Patient: {n}  DOB {dob}\nAddress: {a}\nPhone: {m}\n", n=PN(p, "LAST_first"), dob=D(c, c["dob"]),
            a=addr_line(c["addr"]), m=("PHONE", c["mob"]))
        if g == "US":
            b.f("Plan: {ins}  ID {hp}  Grp {gr}\n", ins=("ORGANIZATION", rng.choice(PL.PLACE_WORDS) + " Health Plan"),
                hp=("HEALTHPLAN", c["hp"]), gr=("HEALTHPLAN", phi.group_no(rng)))
        else:
            b.f("{hl}: {hp}\n", hl=c["hp_label"], hp=("HEALTHPLAN", c["hp"]))
        item = rng.choice(["varenicline 0.5mg/1mg starter pack (NDC 0069-0471-97)" if g == "US" else "varenicline 0.5mg/1mg starter pack",
                           "varenicline 1mg tabs #56", "nicotine 21mg/24h patch #28", "bupropion SR 150mg #60",
                           "nicotine 4mg gum #110", "nicotine vaping product 20mg/mL (prescription)"])
        b.f("Drug: {i}\n{sl}: {sg}\n{rl}: {r}\n", i=item, sl="Directions" if g == "AU" else "Sig",
            rl="Repeats" if g == "AU" else "Refills", sg=rng.choice(["as directed per titration", "1 tab BID",
                                                                           "apply 1 patch daily", "use as directed"]),
            r=str(rng.randrange(0, 4)))
        lab, lic = c["gp"]["lic"]
        b.f("Prescriber: Dr {pr} {lab} {lic}{dea}\n", pr=SN(c["gp"], "full"), lab=lab, lic=("LICENSE", lic),
            dea=["  DEA ", ("LICENSE", phi.dea(rng, c["gp"]["last"]))] if g == "US" and rng.random() < 0.5 else "")
        b.f("Counseled by: {n}, {cr} ({lab} {l})\n", n=SN(ph, "full"), cr="RPh" if g == "US" else "Pharmacist",
            lab=ph["lic"][0], l=("LICENSE", ph["lic"][1]))
        b.t(rng.choice(["Counseled: nausea, vivid dreams, take with food and full glass of water; set quit date day 8-35.\n",
                        "Counseled re neuropsychiatric symptoms - stop and contact prescriber.\n",
                        "Patch: rotate sites, remove at night if sleep disturbed.\n"]))
        if rng.random() < 0.3:
            b.f("Collected via locker, biometric ref {bi}\n", bi=("BIOID", phi.bioid(rng, "finger")))
        return b
    b.f("{t}\n", t=rng.choice(["STOP SMOKING SERVICE - VOUCHER & SUPPLY RECORD", "NRT Voucher Redemption",
                                "Pharmacy Stop Smoking Supply Record", "Smoking Cessation Voucher - Supply"]))
    b.f("Voucher no: {v}   Issued by: {a} ({svc}) on {d0}\n", v=("IDNUM", phi.voucher(rng, d.year)),
        a=SN(c["adv"], rng.choice(["full", "f_last"])), svc=("HOSPITAL", c["service"]),
        d0=D(c, phi.add_days(d, -rng.randrange(0, 3))))
    b.f("Patient: {n}   DOB: {dob}\n", n=pt_name(rng, c, ["full", "LAST_first", "title_full"]), dob=D(c, c["dob"]))
    b.f("Address: {a}\n{lab}: {id}\n", a=addr_line(c["addr"]), lab=c["nhsno"][0], id=("MRN", c["nhsno"][1]))
    if g == "IE" and rng.random() < 0.6:
        b.f("GMS card: {hp}   PPSN: {pp}\n", hp=("HEALTHPLAN", c["hp"]), pp=("SSN", c["ssn"]))
    elif g == "NZ" and rng.random() < 0.5:
        b.f("Community Services Card: {hp}\n", hp=("HEALTHPLAN", c["hp"]))
    if g == "UK":
        b.f("Prescription charge: {e}\n", e=rng.choice(["exempt - age 60+", "exempt - maternity exemption", "exempt - HC2",
                                                      "exempt - Universal Credit", "paid"] if c["cc"] == "UK-ENG" else
                                                     ["no charge", "free", "n/a"]))
    b.f("Week of programme: {w}\n", w=str(rng.randrange(1, 12)))
    items = rng.sample(["%s x %d" % (x[0], rng.choice([7, 14, 28, 105, 72, 1, 2])) for x in NG.NRT], rng.randrange(1, 3))
    b.f("Product(s) supplied: {it} ({br})\n", it="; ".join(items), br=rng.choice(NG.NRT_BRANDS))
    if rng.random() < 0.6:
        b.f("CO at supply: {co} ppm\n", co=str(rng.randrange(1, 15)))
    b.f("Date supplied: {d}   Next supply due: {nd}\n", d=D(c, d), nd=D(c, phi.add_days(d, rng.choice([7, 14]))))
    b.f("Supplied by: {n}, Pharmacist   {lab} {l}\n", n=SN(ph, rng.choice(["full", "f_last", "mid"])), lab=ph["lic"][0],
        l=("LICENSE", ph["lic"][1]))
    if rng.random() < 0.5:
        b.f("Collected by: {who}\n", who=rng.choice([["patient"], [c["partner_word"], " ", FN(c["partner"], "full"),
                                                                   " (ID checked)"]]))
    b.f("Claim submitted: {u} / claim ref {cr}\n", u=("USERNAME", phi.username(rng, ph["first"], ph["last"])),
        cr=("IDNUM", "CLM" + phi.digits(rng, 7)))
    b.f("Patient signature: {sig}\n", sig=PN(p, rng.choice(["full", "f_last", "init"])))
    return b

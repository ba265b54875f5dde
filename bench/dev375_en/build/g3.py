"""Genres: community diabetes nurse handover, variable-rate insulin chart,
specialist nurse telephone log."""
import clin as K
import geo as G
import pools as P
from core import nm, seq, add_days
from ctx import sticker, addr_block, insurance_block, signature, tm, tm4, mkperson


def handover(n, c):
    r = c.rng
    team = G.comm_team(r)
    u = K.unit(c)
    ch = r.random() < 0.3
    n.f("{t}\n", t=r.choice(["HANDOVER TO COMMUNITY DIABETES / DISTRICT NURSING TEAM", "SBAR HANDOVER - Inpatient DSN to Community",
                             "Community Nursing Referral: Insulin Administration", "Transfer of care - diabetes (community nursing)"]))
    n.f("To: {tm}  ({em}, fax {fx})\n", tm=(team, "HOSPITAL"), em=(f"{r.choice(['referrals', 'dn.hub', 'spa', 'intake'])}@{G.slug(team)}.example.net", "EMAIL"),
        fx=(G.phone(r, c.cc), "FAX"))
    n.f("From: {d}, {role}, {h} - tel {t}\n", d=nm(c.dsn, "full", "DOCTOR"), role=c.nrole, h=c.hosp_(), t=(G.phone_ext(r, c.cc), "PHONE"))
    n.f("Date of discharge: {d}   First visit required: {v} {tt}\n\n", d=c.date(), v=c.date(add_days(c.d0, 1), r.choice(["wk_num", "sp_mon_short", "wk_only", c.ds])),
        tt=r.choice(["AM (before breakfast)", "by 08:30", "teatime", "17:00-18:00"]))
    sticker(n, c, r.choice(["lines", "label", "pipe"]))
    if ch:
        n.f("Resides at: {ch}, {s}, {ci} {z}   Tel {p}\n", ch=(G.carehome(r), "HOSPITAL"), s=(c.street, "STREET"), ci=(c.city, "CITY"),
            z=(c.zip, "ZIP"), p=(G.phone(r, c.cc), "PHONE"))
    else:
        addr_block(n, c)
        n.t(r.choice(["Access: key safe (code given verbally to team - not recorded here)\n", "Access: lives 2nd floor, lift; buzzer 14\n",
                      "Access: ring bell and wait - slow to door (walking frame)\n", "Access: dog - please phone ahead\n"]))
    n.f("NOK: {f} ({rel}) {ph}\n", f=c.fam_("full"), rel=c.rel, ph=(c.fam_phone, "PHONE"))
    n.f("GP: {g}, {pr}   Pharmacy: {ph} ({how})\n\n", g=c.doc(c.gp), pr=(c.practice, "HOSPITAL"), ph=(c.pharmacy, "HOSPITAL"),
        how=r.choice(["blister pack", "delivers weekly", "collects", "pens dispensed in 5s"]))
    n.t("S - Situation\n")
    n.f("{ag} {dt} discharged on new/changed insulin after admission with {why}.\n", ag=c.age_(), dt=c.dtype,
        why=r.choice(["DKA", "recurrent hypoglycaemia", "HHS", "infected foot ulcer", "fall secondary to hypo", "steroid-induced hyperglycaemia"]))
    n.t("B - Background\n")
    n.f("{pmh}. {a1c}. ", pmh=", ".join(r.sample(K.COMORB, 2)), a1c=K.hba1c(c))
    n.f("Occupation: {sh}. ", sh=c.prof_())
    if r.random() < 0.4:
        n.f("Originally from {co}; ", co=(c.birth_country, "COUNTRY"))
        n.t(r.choice(["prefers female nurse. ", "English second language - son interprets. ", "fasting for Ramadan last year caused hypos. "]))
    n.t(r.choice(["Cognitive impairment (MoCA 19) - cannot self-inject safely.\n", "Visual impairment (retinopathy) - cannot read pen dial.\n",
                  "Tremor (Parkinson's disease) - unable to use pen.\n", "Capacity for insulin decisions: yes; needs prompting only.\n"]))
    n.t("A - Assessment\n")
    if r.random() < 0.3:
        n.f("{x}. ", x=K.ref(c).capitalize())
    vals = ", ".join(K.glu(c, r.randint(35, 190) / 10) for _ in range(r.randint(3, 6)))
    n.f("Last 48 h CBGs ({u}): {v}. Injection sites: {s}. Weight {w} kg.\n", u=u, v=vals,
        s=r.choice(["healthy", "lipohypertrophy R thigh - avoid", "bruising abdomen (on apixaban)"]), w=r.randint(40, 120))
    n.t("R - Recommendation\n")
    n.f("1. Visit {fr} to administer {reg}.\n", fr=r.choice(["once daily 08:00", "twice daily (08:00 and 17:00)", "daily AM"]), reg=K.regimen(c))
    n.f("2. Check CBG before each dose; if <{lo} {u} give breakfast, recheck, and call us before giving.\n", lo=K.glu(c, 5.0), u=u)
    n.f("3. If CBG >{hi} twice, check ketones; if >1.5 call DSN or GP.\n", hi=K.glu(c, 15.0))
    n.t("4. Hypo treatment kept in fridge door; " + r.choice(["glucagon kit in date.", "no glucagon at home.", "carer trained in GlucoGel."]) + "\n")
    n.f("5. DSN phone follow-up {d}; clinic at {cl} {d2}.\n", d=c.date(add_days(c.d0, r.randint(2, 7)), r.choice(["sp_mon_short", "ddmm", "wk_num"])),
        cl=(c.hosp2, "HOSPITAL"), d2=c.date(add_days(c.d0, r.randint(20, 80)), r.choice(["long", c.ds])))
    if r.random() < 0.3:
        n.f("{rel} drives {pro} to appointments ({car}, reg {v}); blue badge held.\n", rel=c.rel.capitalize(),
            pro="him" if c.sex == "M" else "her", car=r.choice(["silver estate", "red hatchback", "white van", "grey SUV"]), v=(G.plate(r, c.cc), "VEHICLE"))
    if r.random() < 0.35:
        n.f("Carer agency: {o} - coordinator {cp} on {ph}.\n", o=(f"{r.choice(P.PLACE_WORDS)} {r.choice(['Home Care Ltd', 'Care Agency', 'Homecare Services', 'Support at Home'])}", "ORGANIZATION"),
            cp=nm(mkperson(r), "full", "FAMILY"), ph=(G.phone(r, c.cc, "mobile"), "PHONE"))
    if c.cc != "GB" and r.random() < 0.5:
        insurance_block(n, c)
    n.t("\n")
    n.f("Acknowledged by community team: {a} on {d} {t}\n", a=nm(mkperson(r), r.choice(["full", "init_last"]), "DOCTOR"), d=c.date(add_days(c.d0, 1)), t=tm(r, 8, 17))
    signature(n, c, c.dsn, c.nrole)


def vriii(n, c):
    r = c.rng
    us = c.cc == "US"
    u = K.unit(c)
    n.f("{t}\n{h}   Ward/Unit: {w}\n", t=r.choice(["VARIABLE RATE INTRAVENOUS INSULIN INFUSION (VRIII) - PRESCRIPTION AND MONITORING CHART",
                                                   "VRIII CHART (adult, non-DKA)", "IV INSULIN INFUSION - VARIABLE RATE",
                                                   "INSULIN INFUSION ORDERS (non-DKA) - modified Yale protocol" if us else "VRIII - PERI-OPERATIVE"]),
        h=c.hosp_(), w=c.ward_())
    sticker(n, c, r.choice(["label", "lines", "compact"]))
    n.f("Indication: {i}\n", i=r.choice(["NBM peri-operative (>1 missed meal)", "vomiting, unable to eat", "enteral feed interrupted",
                                         "HHS after initial fluid resuscitation", "acute stroke, NBM pending SALT", "labour and delivery"]))
    n.f("Insulin: {ins} (1 unit/ml) in 50 ml syringe.  Pump asset no: {a}\n",
        ins="regular insulin 100 units in 100 mL NS" if us else r.choice(["Actrapid 50 units in 49.5 ml 0.9% NaCl", "Humulin S 50 units/50 ml"]),
        a=(G.device_sn(r, "asset"), "DEVICE"))
    n.f("Substrate fluid: {f} at {rt} ml/h - do not stop while VRIII running\n", f=r.choice(["0.45% NaCl + 5% glucose + 0.15% KCl", "5% glucose + 20 mmol KCl",
                                                                                               "0.18% NaCl / 4% glucose", "D5 1/2NS + 20 KCl"]), rt=r.choice([83, 100, 125]))
    n.f("Long-acting insulin: {b} {d} units - CONTINUE\n\n", b=K.basal(c), d=r.randint(6, 40))
    sc = r.choice(["Reduced", "Standard", "Increased"])
    n.f("Scale selected: {s} (circle)\n", s=sc)
    n.t(f"CBG ({u})     | Reduced | Standard | Increased  (units/h)\n")
    bands = [(0, 4.0), (4.1, 7.0), (7.1, 11.0), (11.1, 14.0), (14.1, 17.0), (17.1, 20.0), (20.1, 99)]
    rates = [("0*", "0*", "0*"), ("0.5", "1", "2"), ("1", "2", "3"), ("1.5", "2.5", "4"), ("2", "3", "5"), ("2.5", "4", "6"), ("3**", "6**", "8**")]
    for (lo, hi), (a, b, cc) in zip(bands, rates):
        lab = f"<{K.glu(c, 4.0)}" if lo == 0 else (f">{K.glu(c, 20.0)}" if hi == 99 else f"{K.glu(c, lo)}-{K.glu(c, hi)}")
        n.t(f"{lab:<15} | {a:<7} | {b:<8} | {cc}\n")
    n.t("* treat hypo per protocol; ** inform doctor\n")
    lab, val = c.lic("doc", c.reg)
    n.f("Prescriber: {d}  Sign: ____  {lab} {v}  {bwc} {b}  Date: {dd} {t}\n", d=nm(c.reg, r.choice(["full", "LAST_first"]), "DOCTOR"), lab=lab,
        v=(val, "LICENSE"), b=c.bleep(), dd=c.date(), t=tm(r))
    n.f("Pharmacist check: {p}  {d}\n\n", p=nm(c.pharm, r.choice(["initials", "init_last"]), "DOCTOR"), d=c.date(add_days(c.d0, r.randint(0, 1)), r.choice(["ddmm", c.ds])))
    n.t("Date   | Time  | CBG  | Rate u/h | Vol left ml | Ketones | Init | Checked\n")
    staff = [c.nurse, c.hca, c.dsn2, mkperson(r)]
    day = c.d0
    hh = r.randint(6, 20)
    for i in range(r.randint(6, 12)):
        hh += 1
        if hh > 23:
            hh = 0
            day = add_days(day, 1)
        g = r.randint(38, 190) / 10
        rt = "0" if g < 4 else r.choice(["1", "2", "2.5", "3", "4"])
        a, b = r.sample(staff, 2)
        n.f("{d} | {t} | {g} | {rt} | {v} | {k} | {i1} | {i2}\n", d=c.date(day, r.choice(["ddmm", "num_short"]) if i == 0 or hh == 0 else "ddmm"),
            t=f"{hh:02d}:{r.choice(['00', '05', '15'])}", g=K.glu(c, g), rt=rt, v=r.randint(5, 48), k=r.choice(["-", "0.3", "0.6", "-", "1.1"]),
            i1=nm(a, "initials", "DOCTOR"), i2=nm(b, r.choice(["initials", "initials_dot"]), "DOCTOR"))
    n.t("\nIf CBG <4: stop VRIII 20 min, treat hypo, restart when >4; review scale.\n" if not us else "\nIf BG <70: hold drip, give D50W per protocol, recheck q15min.\n")
    n.f("Discontinued: {d} {t} by {dr} - {why}\n", d=c.date(add_days(day, r.randint(0, 1))), t=tm(r), dr=c.doc(c.fy),
        why=r.choice(["eating and drinking; SC regimen restarted with lunch", "converted to basal-bolus (team advice)", "transferred to ICU - FRIII"]))
    if r.random() < 0.4:
        n.f("Diabetes team contact: {e} / ext {x}\n", e=(c.team_email, "EMAIL"), x=(G.internal(r), "PHONE"))


def tel_log(n, c):
    r = c.rng
    u = K.unit(c)
    n.f("{t}\n{h} - Diabetes Centre\n", t=r.choice(["DIABETES SPECIALIST NURSE TELEPHONE ADVICE LOG", "DSN Telephone Contact Record",
                                                     "Nurse Advice Line - Diabetes (telephone encounters)", "Telephone Consultation Log - Diabetes CNS"]), h=c.hosp_())
    n.f("Patient: {p}   DOB {dob}   {ml} {m}\nPreferred no: {ph}  ", p=c.pname(), dob=c.dob_(), ml=r.choice(["Hosp No", "MRN", "URN" if c.cc == "AU" else "MRN"]),
        m=(c.mrn, "MRN"), ph=c.phone_("mobile"))
    if r.random() < 0.5:
        n.f("Alt: {h}", h=c.phone_())
    n.t("\n")
    if c.nat and r.random() < 0.6:
        n.f("{l}: {v}\n", l=c.nat[0], v=(c.nat[1], "MRN"))
    n.t("\n")
    day = c.d0
    ncalls = r.randint(2, 4)
    slots = sorted(r.sample(range(8 * 12, 18 * 12), ncalls))
    for i in range(ncalls):
        day = add_days(day, r.randint(1, 3) if i and r.random() < 0.7 else 0)
        caller = r.random()
        n.f("{d} {t}  ", d=c.date(day, r.choice([c.ds, "wk_num", "num"])), t=f"{slots[i] // 12:02d}:{(slots[i] % 12) * 5:02d}")
        if caller < 0.5:
            n.f("Incoming call from patient ({ph}). ", ph=c.phone_("mobile"))
        elif caller < 0.8:
            n.f("Call from {rel} {f} ({ph}). ", rel=c.rel, f=c.fam_(), ph=(c.fam_phone, "PHONE"))
        else:
            n.f("Outgoing call to {p} ({ph}). ", p=c.pref(), ph=c.phone_())
        n.f("Call ref {cr}.\n", cr=(G.idnum(r, "call"), "IDNUM"))
        k = r.random()
        if c.ssn and r.random() < 0.2:
            n.f("ID check: name, DOB and {l} {v} confirmed.\n", l=c.ssn[0], v=(c.ssn[1], "SSN"))
        elif k < 0.35:
            n.f("ID check: name, DOB and first line of address ({s}) confirmed.\n", s=(c.street, "STREET"))
        elif k < 0.55:
            n.f("Caller verified via voice biometrics (voiceprint ID {b}).\n", b=(f"VP{G.dg(r, 6)}", "BIOID"))
        elif k < 0.75:
            n.f("ID: DOB + postcode {z} given.\n", z=(c.zip, "ZIP"))
        else:
            n.t("ID verified (known to service).\n")
        topic = r.choice(["sick", "hypo", "ketone", "travel", "pump", "drive", "dose"])
        if topic == "sick":
            n.f("Vomiting x3 since last night, CBG {a}-{b} {u}, ketones {k}. ", a=K.glu(c, r.randint(120, 180) / 10), b=K.glu(c, r.randint(190, 300) / 10), u=u, k=r.randint(6, 30) / 10)
            n.t("Advice: do NOT stop basal; extra 10% TDD rapid-acting 2-hourly; fluids 100 ml/h; recheck ketones 2 h; ED if vomiting persists or ketones >3.\n")
        elif topic == "hypo":
            n.f("3 hypos this week, lowest {l} {u} overnight. ", l=K.glu(c, r.randint(20, 35) / 10), u=u)
            n.f("Advice: reduce {b} by {p}%; bedtime snack; keep diary.\n", b=K.basal(c), p=r.choice([10, 20]))
        elif topic == "ketone":
            n.t(f"Ketone meter reading 'HI'? Checked strip type - using glucose strips in ketone port. Re-educated; true ketones 0.4.\n")
        elif topic == "travel":
            n.f("Flying to {co} on {d} for {w}. ", co=(r.choice(P.COUNTRIES), "COUNTRY"), d=c.date(add_days(day, r.randint(5, 40)), r.choice(["sp_mon_short", "ordinal", c.ds])),
                w=r.choice(["3 weeks", "a wedding", "family visit", "a month", "work"]))
            n.t("Travel letter + insulin/sharps letter to be posted; time-zone dose plan discussed (+8 h: split basal).\n")
        elif topic == "pump":
            n.f("{pm} occlusion alarm x2; CBG {g}. Advised pen injection now, change set, check ketones in 2 h. ", pm=r.choice(K.PUMPS), g=K.glu(c, r.randint(160, 280) / 10))
            n.f("Pump S/N {s} - company replacement requested, case {cs}.\n", s=(G.device_sn(r, "pump"), "DEVICE"), cs=(G.idnum(r, "x"), "IDNUM"))
        elif topic == "drive":
            n.f("Called from car (pulled over) - CBG {g} {u}. Advised fast-acting glucose, wait 45 min after CBG >5 before driving. ",
                g=K.glu(c, r.randint(28, 39) / 10), u=u)
            if r.random() < 0.6:
                n.f("Vehicle reg {v} - {rel} collecting.\n", v=(G.plate(r, c.cc), "VEHICLE"), rel=c.rel)
            else:
                n.t("Will inform licensing agency.\n")
        else:
            n.f("Query re dose: confused between {a} and {b}. Talked through pens by colour; photo sent to {e}.\n", a=K.bolus(c), b=K.basal(c),
                e=(c.team_email, "EMAIL"))
        if r.random() < 0.25:
            n.f("CGM data reviewed remotely (clinic portal; last sync from {ip}). TIR {t}%.\n", ip=(G.ip(r), "IPADDR"), t=r.randint(22, 80))
        who = r.choice([c.dsn, c.dsn2])
        k = r.random()
        if k < 0.4:
            n.f("Logged by {u} ({nm})\n\n", u=c.user(who), nm=nm(who, "init_last", "DOCTOR"))
        elif k < 0.7:
            n.f("{nm}, {role}\n\n", nm=nm(who, "full", "DOCTOR"), role=c.nrole)
        else:
            n.f("-- {ini}\n\n", ini=nm(who, "initials", "DOCTOR"))
    n.t(r.choice(["Outcome: advice given; safety-netted. Patient to call back if no improvement.\n",
                  "Outcome: GP informed by e-mail; no further action.\n", "Outcome: appointment booked in DSN clinic.\n"]))
    if r.random() < 0.4:
        n.f("GP notified: {g}, {pr} ({em})\n", g=c.doc(c.gp), pr=(c.practice, "HOSPITAL"), em=(G.email_staff(r, c.gp, c.practice), "EMAIL"))

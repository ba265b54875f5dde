"""Genres: telephone support call, GP notification letter, relapse prevention plan."""
import phi
import negatives as NG
from builder import Note
from case import PN, SN, FN, addr_line, addr_block, pronouns, org_name, venue_name
from common import (D, age_v, gp_word, adv_role, cred, pt_name, pt_ref, staff_sig, co_reading,
                    pharmaco, demo_block, occupation, household, kids_phrase, prev_attempts,
                    hard_neg_line, pmh_line, meds_line, score_line, info_line)


def telephone_support(rng, c):
    b = Note()
    g = c["g"]
    p = c["pt"]
    adv = c["adv"]
    wk = rng.randrange(1, 12)
    d = phi.add_days(c["d_qd"], 7 * wk + rng.randrange(-2, 3))
    lay = rng.choice(["log", "log", "dialogue", "attempts"])
    if lay == "attempts":
        b.f("{svc} - telephone contact record\nClient {n} ({cid})\n", svc=("HOSPITAL", c["service"]),
            n=PN(p, rng.choice(["full", "LAST_first"])), cid=("MRN", c["client"]))
        for i in range(rng.randrange(2, 5)):
            dd = phi.add_days(d, 2 * i)
            b.f("{d} {tm} - {what} {num} - {res} ({a})\n", d=D(c, dd), tm=phi.time_of_day(rng),
                what=rng.choice(["rang", "called", "tried"]), num=("PHONE", rng.choice([c["mob"], c["home"]])),
                res=rng.choice(["no answer, VM left", "no answer", "number unobtainable", "answered by " + c["partner_word"] +
                                " - will pass on msg", "text sent", "call back requested"]),
                a=SN(rng.choice([adv, c["admin"]]), "init"))
        b.f("Outcome: {o}\n", o=rng.choice(["contact made - see next entry", "letter sent to home address",
                                           ["discharged back to ", gp_word(c), " (", ("HOSPITAL", c["practice"]), ")"],
                                           "lost to follow-up at 4 weeks"]))
        return b
    callid = ("ACCOUNT", phi.account(rng))
    if lay == "log":
        b.f("{t}\n", t=rng.choice(["TELEPHONE SUPPORT CALL", "Quitline call record", "Phone review", "Telephone follow-up"]))
        b.f("Date/time: {d} {tm}   Duration: {m} min   Call ref: {cr}\n", d=D(c, d), tm=phi.time_of_day(rng),
            m=str(rng.randrange(4, 35)), cr=callid)
        b.f("{dir} call to {num}\n", dir=rng.choice(["Outbound", "Inbound", "Scheduled outbound"]),
            num=("PHONE", rng.choice([c["mob"], c["mob"], c["home"]])))
        b.f("Client: {n}   {lab} {id}\n", n=pt_name(rng, c), lab=c["nhsno"][0], id=("MRN", c["nhsno"][1]))
        if rng.random() < 0.5:
            b.f("ID check: name, DOB ({dob}) and postcode {pc} confirmed", dob=D(c, c["dob"]), pc=("ZIP", c["addr"]["zip"]))
            if rng.random() < 0.6:
                b.f("; voice biometric match {v}", v=("BIOID", phi.bioid(rng, "voice")))
            b.t("\n")
        else:
            b.f("Voiceprint verified ({v})\n", v=("BIOID", phi.bioid(rng, "voice")))
        b.f("Quit date: {qd}  (week {w})\n\n", qd=D(c, c["d_qd"]), w=str(wk))
        sm = rng.random() < 0.25
        b.f("Self-reported status: {s}\n", s=rng.choice(["smoked 1-2 cigs this week", "back to smoking daily"]) if sm
            else rng.choice(["not smoked since quit date", "smokefree", "no cigarettes, vaping only"]))
        b.f("Medication: {ph} - {ad}\n", ph=pharmaco(rng, c), ad=rng.choice(["using as advised", "ran out 2 days ago",
                                                                           "stopped due to nausea", "running low"]))
        b.f("Discussed: {a}; {b2}; {c2}\n", a=rng.choice(NG.WITHDRAWAL), b2=rng.choice(NG.COPING),
            c2=rng.choice(NG.TRIGGERS))
        if rng.random() < 0.4:
            b.f("{inf}\n", inf=info_line(rng, c))
        n18 = rng.randrange(16, 30)
        if rng.random() < 0.5:
            b.f("Life events: {e}\n", e=rng.choice([
                ["started new job at ", ("ORGANIZATION", c["employer"])],
                [c["rel_word"], " ", FN(c["relative"], "first"), " unwell; staying with them in ", ("CITY", c["town"][0])],
                ["off to ", ("COUNTRY", rng.choice(__import__("pools_places").COUNTRIES_ABROAD)), " on ",
                 phi.short_date(rng, c["cc"], phi.add_days(d, rng.randrange(3, 20))), " - concerned about duty-free"],
                ["court date ", phi.short_date(rng, c["cc"], phi.add_days(d, rng.randrange(3, 20))), " - stressed"],
                ["son's ", ("AGE", str(n18)), phi._ord(n18)[len(str(n18)):], " birthday party at weekend"],
            ]))
        b.f("Supply: {s}\n", s=rng.choice(["voucher e-mailed to " + "pharmacy", "repeat NRT posted", "nil needed",
                                           ["next supply from ", ("HOSPITAL", c["pharmacy"])]]))
        b.f("Next call: {nd} {tm}\n", nd=phi.long_date(rng, c["cc"], phi.add_days(d, 7)) if rng.random() < 0.4
            else D(c, phi.add_days(d, 7)), tm=phi.time_of_day(rng))
        b.f("Advisor: {a}\n", a=[SN(adv, rng.choice(["full", "f_last"])), cred(rng, c)])
        return b
    # dialogue (often lower case)
    b.f("phone f/u {d} - {pt} - {dur} mins\n", d=phi.short_date(rng, c["cc"], d), pt=PN(p, rng.choice(["full", "first", "f_last"])),
        dur=str(rng.randrange(5, 25)))
    nm = PN(p, rng.choice(["first", "nick"]))
    lines = [
        ["A: hi ", nm, ", it's ", SN(adv, "first"), " from the stop smoking service, is now ok?"],
        ["P: yeah go on"],
        ["A: how have you been since we spoke on ", phi.short_date(rng, c["cc"], phi.add_days(d, -7)), "?"],
        rng.choice([["P: not bad, had one at ", FN(c["relative"], "first"), "'s on ",
                     ("DATE", phi.WEEKDAYS[phi.add_days(d, -rng.randrange(1, 6)).weekday()].lower()), " but that's it"],
                    ["P: good, not touched one. the spray's helping"],
                    ["P: rough week, ", FN(c["partner"], "first"), " is still smoking in the house"],
                    ["P: work's been mad, we're short at ", ("ORGANIZATION", c["employer"])]]),
        ["A: ", rng.choice(["well done", "ok, that's a lapse not a relapse", "that's really common", "good to hear"]),
         ". any side effects?"],
        ["P: ", rng.choice(NG.SIDE_EFFECTS)],
        ["A: ", rng.choice(["keep going with the patch, add the gum at those times", "try taking it after food",
                            "let's plan for the weekend", "can you text me your CO when you pick up from the pharmacy?"])],
    ]
    for ln in lines:
        b.add(ln)
        b.t("\n")
    b.f("plan: {pl}. next call {nd}. {a}\n", pl=rng.choice(["continue", "increase to 2 patches", "switch to vape",
                                                              "voucher for wk 4 supply", "f2f CO check at clinic"]),
        nd=phi.short_date(rng, c["cc"], phi.add_days(d, 7)), a=SN(adv, rng.choice(["init", "first", "f_last"])))
    return b


def gp_letter(rng, c):
    b = Note()
    g = c["g"]
    p = c["pt"]
    gp = c["gp"]
    adv = c["adv"]
    he, his, him = pronouns(p)
    kind = rng.choice(["start", "start", "outcome", "outcome", "dna", "inpatient"])
    letter_d = {"start": c["d_first"], "outcome": c["d_fu4"], "dna": phi.add_days(c["d_first"], 30),
                "inpatient": phi.add_days(c["d_first"], 2)}[kind]
    b.f("{svc}\n", svc=("HOSPITAL", c["hospital"] if kind == "inpatient" else c["service"]))
    if kind == "inpatient" and rng.random() < 0.6:
        b.t("Tobacco Dependence Treatment Service\n")
    b.add(addr_block(c["service_addr"]))
    b.f("\nTel: {t}", t=("PHONE", c["service_tel"]))
    if rng.random() < 0.6:
        b.f("   Fax: {f}", f=("FAX", phi.landline(rng, c["cc"], c["town"][3])))
    b.f("\nEmail: {e}", e=("EMAIL", c["service_email"]))
    if rng.random() < 0.6:
        b.f("   Web: {u}", u=("URL", c["service_url"]))
    b.f("\n\n{d}\n\n", d=D(c, letter_d) if rng.random() < 0.6 else phi.D(letter_d, "d_month_y" if g not in ("US", "CA") else "month_d_y"))
    b.f("{gp}\n{pr}\n", gp=["Dr ", SN(gp, rng.choice(["full", "f_last"]))], pr=("HOSPITAL", c["practice"]))
    b.add(addr_block(c["practice_addr"]))
    if rng.random() < 0.5:
        b.f("\nFax: {f}", f=("FAX", c["practice_fax"]))
    greet = "Kia ora" if g == "NZ" and rng.random() < 0.6 else "Dear"
    b.f("\n\n{gr} Dr {gl},\n\n", gr=greet, gl=SN(gp, "last"))
    b.f("Re: {n}, DOB {dob}, {lab} {id}\n", n=PN(p, rng.choice(["full", "mid", "LAST_first"])), dob=D(c, c["dob"]),
        lab=c["nhsno"][0], id=("MRN", c["nhsno"][1]))
    b.f("{a}\n\n", a=addr_line(c["addr"]))
    ref = PN(p, "title") if p["sex"] != "X" or rng.random() < 0.5 else PN(p, "full")
    if kind == "start":
        b.f("I saw your patient {r} on {d} for a first stop smoking appointment. {He} currently smokes {cpd} "
            "cigarettes a day and has a Fagerstrom score of {f}/10. Baseline CO was {co} ppm. ",
            r=ref, d=D(c, c["d_first"]), He=he.capitalize(), cpd=str(c["cpd"]), f=str(c["ftnd"]), co=str(c["co0"]))
        b.f("A quit date has been agreed for {qd}.\n\n", qd=D(c, c["d_qd"]))
        if rng.random() < 0.6:
            b.f("Relevant history: {pm}. {sc}.\n\n", pm=pmh_line(rng, c)[5:], sc=score_line(rng, c))
        med = rng.choice(["varenicline", "cytisine", "bupropion", "nrt", "vape"])
        if med in ("varenicline", "cytisine", "bupropion"):
            b.f("I would be grateful if you could prescribe {m} as per {g2} guidance ({reg}). ", m=med, g2=rng.choice(
                ["NICE", "local formulary", "PBS", "national"]) if g != "US" else "FDA label",
                reg={"varenicline": "0.5mg OD days 1-3, 0.5mg BD days 4-7, then 1mg BD to complete 12 weeks",
                     "cytisine": "1.5mg six times daily tapering over 25 days",
                     "bupropion": "150mg OD for 6 days then 150mg BD for 7-9 weeks"}[med])
            b.t("There are no contraindications on the information available to me; please review if you are aware of any.\n\n")
        elif med == "nrt":
            b.f("{He} has chosen combination NRT, which we are supplying through the voucher scheme; no action is needed "
                "unless you wish to add it to the repeat template.\n\n", He=he.capitalize())
        else:
            b.f("{He} has chosen to switch to a vape ({v}, {l}) supplied by our service.\n\n", He=he.capitalize(),
                v=rng.choice(NG.VAPE_MODELS), l=rng.choice(NG.LIQUIDS))
        if rng.random() < 0.35:
            b.t("Please note that " + his + " medication includes clozapine. Stopping smoking can raise clozapine levels "
                "by up to 50%; we have asked the community mental health team to arrange a level in week 1.\n\n")
    elif kind == "outcome":
        q = rng.random() < 0.7
        b.f("I am pleased to let you know that {r} set a quit date of {qd} and, at the 4-week follow-up on {fu}, "
            "{was} ", r=ref, qd=D(c, c["d_qd"]), fu=D(c, c["d_fu4"]), was=he + (" were" if he == "they" else " was"))
        if q:
            b.f("smokefree, confirmed by a CO reading of {co} ppm. ", co=str(rng.randrange(1, 8)))
        else:
            b.t("unfortunately still smoking. ")
        b.f("{He} used {ph}.\n\n", He=he.capitalize(), ph=pharmaco(rng, c))
        b.t(rng.choice(["Please update the record with the code 'Ex-smoker' (SNOMED 8517006).\n\n" if q else
                        "We have offered a further attempt when ready.\n\n",
                        "We will continue to offer support up to 12 weeks.\n\n"]))
    elif kind == "dna":
        b.f("{r} was referred to our service on {d} but did not attend appointments on {d1} and {d2}, and we have "
            "been unable to reach {him} on {m}. We have therefore closed the referral.\n\n", r=ref, d=D(c, c["d_ref"]),
            d1=D(c, c["d_first"]), d2=D(c, phi.add_days(c["d_first"], 7)), him=him, m=("PHONE", c["mob"]))
        b.t("Re-referral is welcome at any time.\n\n")
    else:
        b.f("{r} was admitted to {w} on {d} with {rsn} and was seen by our inpatient tobacco dependence team. "
            "{He} was started on {ph}. ", r=ref, w=("HOSPITAL", c["ward"]), d=D(c, c["d_first"]),
            rsn=rng.choice(NG.ADMISSIONS), He=he.capitalize(), ph=pharmaco(rng, c))
        b.f("{He} was discharged on {dd} with 2 weeks' supply and has been referred to {svc} for ongoing support.\n\n",
            He=he.capitalize(), dd=D(c, phi.add_days(c["d_first"], 2)), svc=("HOSPITAL", c["service"]))
    if rng.random() < 0.4:
        b.f("{l}\n\n", l=hard_neg_line(rng, c))
    b.t(rng.choice(["Yours sincerely,\n\n", "Kind regards,\n\n", "Yours sincerely\n\n"]) if greet == "Dear"
        else "Nga mihi,\n\n")
    b.f("{s}\n", s=staff_sig(rng, c, adv, adv_role(rng, c), lic=rng.random() < 0.5))
    b.f("{d}\n", d=("EMAIL", adv["email"]) if rng.random() < 0.5 else ("PHONE", phi.with_ext(rng, c["service_tel"])))
    b.f("\ncc: {n}{extra}\n", n=PN(p, rng.choice(["title", "full"])),
        extra=rng.choice(["", "", ["; ", SN(c["cons"], "title"), ", ", rng.choice(["Respiratory", "Cardiology",
                                                                                    "Psychiatry", "Vascular"])]]))
    if rng.random() < 0.4:
        b.f("Typed by: {t} {d}\n", t=SN(c["admin"], rng.choice(["init", "full"])), d=D(c, letter_d))
    return b


def relapse_prevention(rng, c):
    b = Note()
    g = c["g"]
    p = c["pt"]
    adv = c["adv"]
    d = phi.add_days(c["d_qd"], rng.choice([14, 21, 28, 35, 42]))
    lay = rng.choice(["patient", "patient", "clinician"])
    buddy = c["relative"] if rng.random() < 0.5 else c["partner"]
    if lay == "patient":
        b.f("{t}\n{svc}\n\n", t=rng.choice(["MY RELAPSE PREVENTION PLAN", "My Staying Smokefree Plan",
                                             "Relapse Prevention Plan"]), svc=("HOSPITAL", c["service"]))
        b.f("Name: {n}\nQuit date: {qd}\nDate of plan: {d} ({n2} days smokefree)\n\n", n=PN(p, rng.choice(["full", "first"])),
            qd=D(c, c["d_qd"]), d=D(c, d), n2=str((d - c["d_qd"]).days))
        b.t("My reasons for stopping:\n")
        for r in rng.sample(NG.REASONS_TO_QUIT, 3):
            b.f("  - {r}\n", r=r)
        b.t("\nMy high-risk situations and what I will do:\n")
        sits = [
            ["Friday nights at ", ("ORGANIZATION", org_name(rng, c["cc"], "club")), " with ", FN(c["relative"], "first"),
             " -> ", rng.choice(NG.COPING)],
            ["breaks at ", ("ORGANIZATION", c["employer"]), " -> ", rng.choice(NG.COPING)],
            [rng.choice(["wedding", "christening", "hen do", "stag do", "funeral", "family BBQ"]), " on ",
             phi.short_date(rng, c["cc"], phi.add_days(d, rng.randrange(5, 40))), " -> take spray, leave early if needed"],
            ["arguments with ", FN(c["partner"], "first"), " -> go for a walk, ", rng.choice(NG.COPING)],
            [rng.choice(NG.TRIGGERS), " -> ", rng.choice(NG.COPING)],
            ["holiday to ", ("COUNTRY", rng.choice(__import__("pools_places").COUNTRIES_ABROAD)), " in ",
             ("DATE", phi.MONTHS[phi.add_days(d, 60).month - 1]), " -> no duty-free tobacco"],
            [rng.choice(NG.TRIGGERS), " -> ", rng.choice(NG.COPING)],
        ]
        for i, s in enumerate(rng.sample(sits, rng.randrange(3, 6))):
            b.f("  {i}. {s}\n", i=str(i + 1), s=s)
        b.t("\nIf I slip: " + rng.choice(["one cigarette is not a relapse - don't buy a packet, ring my advisor",
                                           "throw the rest away, use my spray, call the service the same day",
                                           "remember 'not a puff' and get straight back on track"]) + "\n\n")
        b.t("My support:\n")
        b.f("  - {bw} {bn}: {bt}\n", bw=c["rel_word"] if buddy is c["relative"] else c["partner_word"],
            bn=FN(buddy, rng.choice(["first", "full"])), bt=("PHONE", phi.mobile(rng, c["cc"])))
        b.f("  - my advisor {a}: {t}\n", a=SN(adv, rng.choice(["first", "full"])),
            t=("PHONE", phi.with_ext(rng, c["service_tel"]) if rng.random() < 0.4 else c["service_tel"]))
        if rng.random() < 0.7:
            b.f("  - online: {u}\n", u=("URL", c["service_url"]))
        if rng.random() < 0.4:
            b.f("  - email: {e}\n", e=("EMAIL", c["service_email"]))
        b.f("\nMedication: keep using {ph} until {end} (12 weeks)\n", ph=pharmaco(rng, c),
            end=D(c, phi.add_days(c["d_qd"], 84)))
        b.f("Money saved so far: {cur}{m}\n\n", cur={"UK": "\u00a3", "IE": "\u20ac"}.get(g, "$"),
            m=str(c["cpd"] * (d - c["d_qd"]).days // 2))
        b.f("Signed: {pn} (client)   {an} (advisor)\n", pn=PN(p, rng.choice(["full", "init", "f_last"])),
            an=SN(adv, rng.choice(["full", "f_last", "init"])))
        return b
    b.f("{svc} - relapse prevention session\nDate: {d}   Session {s}\n", svc=("HOSPITAL", c["service"]), d=D(c, d),
        s=str(rng.randrange(5, 9)))
    b.f("Client: {n}  {lab} {id}  {a}\n\n", n=pt_name(rng, c), lab=c["nhsno"][0], id=("MRN", c["nhsno"][1]),
        a=age_v(rng, c["age"], p["sex"]))
    b.f("S: {n2} days since QD ({qd}). Reports {s}. Main worry is {w}.\n", n2=str((d - c["d_qd"]).days),
        qd=D(c, c["d_qd"]), s=rng.choice(["no smoking", "2 lapses, both with alcohol", "urges now weekly only",
                                           "weight gain 3kg"]),
        w=rng.choice([["going back to work at ", ("ORGANIZATION", c["employer"])],
                      [c["partner_word"], " ", FN(c["partner"], "first"), " still smoking"],
                      ["stress around ", c["rel_word"], "'s illness"], "the upcoming holidays", "weight gain"]))
    b.f("O: {co}. {l}\n", co=co_reading(rng, c, rng.randrange(1, 9)), l=hard_neg_line(rng, c))
    b.f("{sc}\n", sc=score_line(rng, c))
    b.f("A: {a}\n", a=rng.choice(["stable, CO-validated abstinence", "at risk - lapses linked to alcohol",
                                  "confident (8/10), good coping repertoire"]))
    b.f("P: written plan completed with client; high-risk days identified ({hd}); buddy {bn} agreed; "
        "continue {ph} to 12 wks; final review {fd}.\n", hd=phi.short_date(rng, c["cc"], phi.add_days(d, rng.randrange(3, 30))),
        bn=FN(buddy, "full"), ph=pharmaco(rng, c), fd=D(c, phi.add_days(c["d_qd"], 84)))
    b.f("{s}\n", s=staff_sig(rng, c, adv, adv_role(rng, c), lic=rng.random() < 0.3))
    return b

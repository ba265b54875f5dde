"""Genres: first consultation, weekly CO-validated review, 4-week outcome."""
import phi
import negatives as NG
from builder import Note
from case import PN, SN, FN, addr_line, pronouns, org_name, place_word
from common import (D, age_v, gp_word, adv_role, cred, pt_name, pt_ref, staff_sig, co_reading,
                    pharmaco, demo_block, occupation, household, kids_phrase, prev_attempts,
                    hard_neg_line, pmh_line, meds_line, score_line, info_line)


ETHNIC = {
    "UK": ["White British", "Not stated", "Asian - Pakistani", "Black Caribbean", "White - other", "Mixed",
           "Asian - Bangladeshi", "White - Irish", "Black African"],
    "IE": ["White Irish", "Irish Traveller", "Any other White background", "Black African", "Not stated"],
    "AU": ["Not Aboriginal or TSI", "Aboriginal", "Torres Strait Islander", "Not stated"],
    "NZ": ["NZ European", "Maori", "Samoan", "Tongan", "Cook Islands Maori", "Indian", "Chinese"],
    "CA": ["First Nations", "Metis", "White", "South Asian", "Black", "Prefer not to say"],
    "US": ["White", "Black/African American", "Hispanic/Latino", "Asian", "American Indian", "Declined"],
}


def _insurer(rng):
    return "%s %s" % (place_word(rng), rng.choice(["Health Plan", "Community Care", "Mutual", "HealthCare Alliance"]))


def first_consultation(rng, c):
    b = Note()
    g = c["g"]
    p = c["pt"]
    he, his, him = pronouns(p)
    lay = rng.choice(["form", "form", "narr"] + (["us", "us"] if g in ("US", "CA") else []))
    if lay == "us":
        b.f("TOBACCO TREATMENT CONSULTATION\n{svc}\n", svc=("HOSPITAL", c["service"]))
        b.f("Patient: {n}   MRN: {m}   DOB: {dob}\n", n=PN(p, rng.choice(["LAST_first", "last_first"])),
            m=("MRN", c["nhsno"][1]), dob=D(c, c["dob"]))
        b.f("Date of service: {d}   Encounter #: {e}\n", d=D(c, c["d_first"]), e=("ACCOUNT", c["acct"]))
        if rng.random() < 0.55:
            b.f("{sl}: {ssn}\n", sl=c["ssn_label"], ssn=("SSN", c["ssn"]))
        if g == "US":
            b.f("Insurance: {ins}   Member ID: {mid}   Group: {grp}\n", ins=("ORGANIZATION", _insurer(rng)),
                mid=("HEALTHPLAN", c["hp"]), grp=("HEALTHPLAN", phi.group_no(rng)))
        else:
            b.f("{hl}: {hp}\n", hl=c["hp_label"], hp=("HEALTHPLAN", c["hp"]))
        b.f("Referring provider: Dr. {gp}, {pr}\n\n", gp=SN(c["gp"], "last"), pr=("HOSPITAL", c["practice"]))
        b.f("HPI: {a} {sx} referred by {gpw} for tobacco treatment. Smokes {cpd} cigarettes/day, first within "
            "{tt}. Started at age {sa}. {prev}.\n", a=age_v(rng, c["age"], None, "y_o"),
            sx={"M": "male", "F": "female", "X": "patient"}[p["sex"]], gpw=gp_word(c), cpd=str(c["cpd"]),
            tt=c["ttfc"], sa=("AGE", str(c["start_age"])), prev=prev_attempts(rng, c))
        b.f("Social: {occ}. {hh}.\n", occ=occupation(rng, c), hh=household(rng, c))
        b.f("{l1}\n{l2}\n{l3}\n", l1=pmh_line(rng, c), l2=meds_line(rng, c), l3=hard_neg_line(rng, c))
        b.f("Exhaled {co}\n\n", co=co_reading(rng, c, c["co0"]))
        b.f("Assessment: Tobacco use disorder, moderate-severe ({code}). FTND {f}/10.\n",
            code=rng.choice(["F17.210", "F17.200", "F17.290"]), f=str(c["ftnd"]))
        b.f("Plan:\n1. {ph}\n2. Target quit date {qd}\n3. Referred to {ql} for proactive calls\n"
            "4. F/u visit {fu}\n", ph=pharmaco(rng, c), qd=D(c, c["d_qd"]),
            ql="the state quitline" if g == "US" else "Smokers' Helpline", fu=D(c, phi.add_days(c["d_qd"], 7)))
        b.f("Total time {m} min, >50% counseling (CPT {cpt}).\n\n", m=str(rng.randrange(20, 50)),
            cpt=rng.choice(["99406", "99407"]))
        b.f("Electronically signed: {s}\n", s=staff_sig(rng, c, c["adv"], adv_role(rng, c)))
        return b
    if lay == "form":
        b.f("{svc}\n{t}\n\n", svc=("HOSPITAL", c["service"]),
            t=rng.choice(["FIRST APPOINTMENT - INITIAL ASSESSMENT", "Initial Assessment (Session 1)",
                          "Pre-quit assessment", "New client assessment"]))
        b.f("Date: {d}   Time: {tm}\n", d=D(c, c["d_first"]), tm=phi.time_of_day(rng))
        if rng.random() < 0.7:
            b.f("Venue: {v}, room {r}\n", v=("LOCATION_OTHER", c["venue"]),
                r=("LOCATION_OTHER", str(rng.randrange(1, 30)) + rng.choice(["", "", "A", "B"])))
        b.f("Advisor: {a} ({r})\n\n", a=SN(c["adv"], "full"), r=adv_role(rng, c))
        b.t("CLIENT DETAILS\n")
        demo_block(b, rng, c, "lines")
        b.f("{gw}: {gn}, {pr}\n", gw=gp_word(c).upper() if g != "CA" else "Family physician",
            gn=SN(c["gp"], "title"), pr=("HOSPITAL", c["practice"]))
        if g in ("AU", "IE", "CA", "NZ") and rng.random() < 0.7:
            b.f("{hl}: {hp}\n", hl=c["hp_label"], hp=("HEALTHPLAN", c["hp"]))
        if g in ("IE", "US") and rng.random() < 0.5:
            b.f("{sl}: {ssn}\n", sl=c["ssn_label"], ssn=("SSN", c["ssn"]))
        b.f("Referral: {src}, ref {r}, received {d}\n\n", src=rng.choice(NG.REF_SOURCES),
            r=("IDNUM", phi.referral_no(rng)), d=D(c, c["d_ref"]))
        b.t("SMOKING HISTORY\n")
        b.f("- Started aged {sa}; {cpd} {tob}/day; TTFC {tt}\n", sa=("AGE", str(c["start_age"])),
            cpd=str(c["cpd"]), tob=rng.choice(["cigs", "roll-ups", "manufactured cigs", "cigarettes"]),
            tt=c["ttfc"])
        b.f("- FTND {f}/10, HSI {h}/6\n", f=str(c["ftnd"]), h=str(min(6, c["ftnd"] * 6 // 10 + 1)))
        b.f("- {pa}\n", pa=prev_attempts(rng, c))
        b.f("- Home: {hh}\n", hh=household(rng, c))
        kp = kids_phrase(rng, c)
        if kp:
            b.f("- {kp} at home\n", kp=kp)
        b.f("- Occupation: {o}\n", o=occupation(rng, c))
        b.f("- Triggers: {t1}, {t2}\n- Reasons to quit: {r1}, {r2}\n\n", t1=rng.choice(NG.TRIGGERS),
            t2=rng.choice(NG.TRIGGERS), r1=rng.choice(NG.REASONS_TO_QUIT), r2=rng.choice(NG.REASONS_TO_QUIT))
        b.t("HEALTH\n")
        b.f("{l1}\n{l2}\n{l3}\n{l4}\n", l1=pmh_line(rng, c), l2=meds_line(rng, c), l3=score_line(rng, c),
            l4=hard_neg_line(rng, c))
        if p["sex"] == "F" and c["age"] < 45:
            b.t(rng.choice(["Not pregnant, not breastfeeding.\n", "Pregnancy: no. Contraception: implant.\n"]))
        if rng.random() < 0.25:
            b.t("On clozapine - smoking induces CYP1A2; psychiatry informed, level to be rechecked 1 wk post QD.\n")
        b.f("{co}\n\n", co=co_reading(rng, c, c["co0"]))
        b.t("PLAN\n")
        b.f("Medication: {ph}\n{inf}\n", ph=pharmaco(rng, c), inf=info_line(rng, c))
        b.f("Quit date: {qd}\n", qd=phi.long_date(rng, c["cc"], c["d_qd"]) if rng.random() < 0.4 else D(c, c["d_qd"]))
        b.f("Next appointment: {d} {tm}\n", d=D(c, phi.add_days(c["d_qd"], 7)), tm=phi.time_of_day(rng))
        b.f("Consent to share with {gw}: {y}. Text reminders to {m}: {y2}\n\n", gw=gp_word(c),
            y=rng.choice(["Y", "Yes", "yes"]), m=("PHONE", c["mob"]), y2=rng.choice(["Y", "Yes", "declined"]))
        b.f("{s}\n", s=staff_sig(rng, c, c["adv"], adv_role(rng, c)))
        return b
    # narrative
    ref = pt_ref(rng, c)
    b.f("{d} - {svc} - first 1:1\n\n", d=D(c, c["d_first"]), svc=("HOSPITAL", c["service"]))
    b.f("Seen {pt} ({a}) at {v}. {lab} {id}. Referred via {src}. ", pt=pt_name(rng, c, ["title_full", "full"]),
        a=age_v(rng, c["age"], p["sex"], rng.choice(["sex", "yo", "yrs"])), v=("LOCATION_OTHER", c["venue"]),
        lab=c["nhsno"][0], id=("MRN", c["nhsno"][1]), src=rng.choice(NG.REF_SOURCES))
    b.f("Smokes {cpd}/day {tob}, first {tt}, started smoking at {sa}. {pa}. ",
        cpd=str(c["cpd"]), tob=rng.choice(NG.TOBACCO), tt=c["ttfc"], sa=("AGE", str(c["start_age"])),
        pa=prev_attempts(rng, c))
    b.f("{Ref} {occ}; {hh}. ", Ref=ref, occ=["is a ", ("PROFESSION", c["job"])] if c["job"] else ["- ", c["status"]],
        hh=household(rng, c))
    if rng.random() < 0.4:
        b.f("Originally from {ctry}, moved here {y}. ", ctry=("COUNTRY", rng.choice(
            __import__("pools_places").COUNTRIES_ABROAD)), y=("DATE", str(rng.randrange(1995, 2021))))
    b.f("Motivation {m}/10, confidence {cf}/10.\n", m=str(rng.randrange(5, 11)), cf=str(rng.randrange(3, 10)))
    b.f("{l0}. {l1}. {co}.\n", l0=pmh_line(rng, c), l1=hard_neg_line(rng, c), co=co_reading(rng, c, c["co0"]))
    b.f("Discussed withdrawal, not-a-puff rule, combination NRT vs varenicline vs vaping. Chose {ph}. "
        "QD {qd}. {his} {pw} {fam} to attend next session if possible.\n", ph=pharmaco(rng, c),
        qd=phi.short_date(rng, c["cc"], c["d_qd"]), his=his.capitalize(), pw=c["partner_word"],
        fam=FN(c["partner"], "first"))
    b.f("Next: {d}. Mobile confirmed {m}.\n", d=phi.short_date(rng, c["cc"], phi.add_days(c["d_qd"], 7)),
        m=("PHONE", c["mob"]))
    b.f("{s}\n", s=[SN(c["adv"], rng.choice(["full", "f_last"])), cred(rng, c)])
    return b


def weekly_review(rng, c):
    b = Note()
    g = c["g"]
    p = c["pt"]
    lay = rng.choice(["session", "session", "table", "brief"])
    adv = c["adv"]
    if lay == "table":
        b.f("{svc} - session log\nClient: {n}   ID: {cid}   {lab}: {id}\n", svc=("HOSPITAL", c["service"]),
            n=PN(p, rng.choice(["full", "LAST_first"])), cid=("MRN", c["client"]), lab=c["nhsno"][0],
            id=("MRN", c["nhsno"][1]))
        b.f("Quit date: {qd}   Product: {ph}\n\n", qd=D(c, c["d_qd"]), ph=pharmaco(rng, c))
        b.t("Date       | Wk | CO ppm | Smoked since last? | Issued                     | Adv\n")
        b.t("-----------+----+--------+--------------------+----------------------------+----\n")
        nwk = rng.randrange(3, 7)
        co = c["co0"]
        other = c["admin"]
        for w in range(nwk):
            d = phi.add_days(c["d_qd"], 7 * w + rng.choice([0, 0, 0, 1, -1]))
            if w > 0:
                co = rng.choice([1, 2, 2, 3, 3, 4, 5, 6, 9, 14, 18]) if co > 3 else rng.choice([1, 2, 3, 4, 12])
            sm = "n/a" if w == 0 else rng.choice(["No", "No", "No", "1-2 puffs", "Yes - 3 cigs", "No"])
            iss = rng.choice(["21mg patch x7", "2mg gum x105", "patch x7 + spray x1", "vareni. 2/52",
                              "pods x4", "4mg loz x72", "nil - has stock", "inhalator cart x42"])
            who = adv if rng.random() < 0.8 else other
            b.f("{d} | {w}  | {co}{pad} | {sm}{pad2} | {iss}{pad3} | {who}\n", d=phi.D(d, "dmy") if g not in ("US", "CA") else phi.D(d, "iso"),
                w=str(w), co=str(co), pad=" " * (6 - len(str(co))), sm=sm, pad2=" " * (18 - len(sm)),
                iss=iss, pad3=" " * (26 - len(iss)), who=SN(who, "init"))
        b.f("\nAdvisors: {a1} = {an}; {b1} = {bn}\n", a1=SN(adv, "init"), an=SN(adv, "full"),
            b1=SN(other, "init"), bn=SN(other, "full"))
        b.f("Monitor: {m} s/n {sn}, calibrated {cd}\n", m=rng.choice(NG.CO_MONITORS), sn=("DEVICE", c["co_sn"]),
            cd=D(c, phi.add_days(c["d_first"], -rng.randrange(5, 120))))
        return b
    wk = rng.randrange(1, 5)
    d = phi.add_days(c["d_qd"], 7 * wk)
    co = rng.choice([1, 2, 2, 3, 4, 5, 6, 8, 11, 15])
    smoked = co >= 10 or rng.random() < 0.15
    if lay == "brief":
        b.f("wk{w} f/u {d} {tm} - {pt}\n", w=str(wk), d=phi.short_date(rng, c["cc"], d), tm=phi.time_of_day(rng),
            pt=PN(p, rng.choice(["full", "init", "f_last"])))
        b.f("qd {qd}. {co}. ", qd=phi.short_date(rng, c["cc"], c["d_qd"]), co=co_reading(rng, c, co, False))
        wd_prev = phi.add_days(d, -rng.randrange(1, 6))
        b.add(rng.choice(["smoked 2 since last wk at a party. ", "not smoked since qd. ",
                          ["had 'a couple of drags' ", ("DATE", phi.WEEKDAYS[wd_prev.weekday()][:3].lower()), ". "],
                          "smokefree. ", "back on 5/day. "]) if smoked else rng.choice(["not smoked since qd. ", "smokefree. ",
                                                                                           "0 cigs, using spray 8-10x/day. "]))
        b.f("{se}. {wd}. ", se=rng.choice(NG.SIDE_EFFECTS), wd=rng.choice(NG.WITHDRAWAL))
        if rng.random() < 0.5:
            b.f("{pw} {fam} {act}. ", pw=c["partner_word"], fam=FN(c["partner"], "first"),
                act=rng.choice(["still smoking in the garden", "has cut down", "supportive", "started vaping too"]))
        b.f("issued {i}. next {nd}. {a}\n", i=rng.choice(["7 days patches", "2 wk varenicline", "4 pods", "gum x 105",
                                                            "nil"]), nd=phi.short_date(rng, c["cc"], phi.add_days(d, 7)),
            a=SN(adv, rng.choice(["init", "first", "f_last"])))
        return b
    b.f("{svc}\nWEEK {w} REVIEW (QD + {dd})\n", svc=("HOSPITAL", c["service"]), w=str(wk), dd=str(7 * wk))
    b.f("Date: {d}   Seen at: {v}\n", d=D(c, d), v=rng.choice([("LOCATION_OTHER", c["venue"]), ("HOSPITAL", c["practice"]),
                                                             ("HOSPITAL", c["pharmacy"])]))
    b.f("Client: {n}  {lab} {id}  DOB {dob}\n", n=pt_name(rng, c), lab=c["nhsno"][0], id=("MRN", c["nhsno"][1]),
        dob=D(c, c["dob"]))
    b.f("Quit date: {qd}\n\n", qd=D(c, c["d_qd"]))
    b.f("Today: {co}{flag}\n", co=co_reading(rng, c, co), flag=" - consistent with smoking" if co >= 10 else "")
    b.f("CO at baseline ({d0}): {c0} ppm\n", d0=D(c, c["d_first"]), c0=str(c["co0"]))
    wd_prev = phi.add_days(d, -rng.randrange(1, 6))
    b.f("Smoked since last session: {s}\n", s=["Yes - ", rng.choice([["3 cigs ", phi.weekday(wd_prev), " night"],
                                                                    "1 when out with mates", "daily since wk 2",
                                                                    "a few puffs"])] if smoked else "No")
    b.f("Medication: {ph}. Adherence: {ad}.\n", ph=pharmaco(rng, c), ad=rng.choice(["good", "missed 2 days", "using gum "
                                                                                     "only 3/day - encouraged 8-10", "patch on daily"]))
    if rng.random() < 0.5:
        b.f("{sc}\n", sc=score_line(rng, c))
    b.f("Side effects: {se}\nWithdrawal (MPSS): {wd}; urges {u}/5\n", se=rng.choice(NG.SIDE_EFFECTS),
        wd=rng.choice(NG.WITHDRAWAL), u=str(rng.randrange(0, 6)))
    if rng.random() < 0.5:
        b.f("Weight {w} kg (baseline {w0} kg).\n", w="%.1f" % rng.uniform(55, 120), w0="%.1f" % rng.uniform(55, 118))
    if rng.random() < 0.4:
        b.f("Note: {ev}\n", ev=rng.choice([
            ["stressful week - ", c["rel_word"], " ", FN(c["relative"], "first"), " in hospital at ",
             ("HOSPITAL", c["hospital"])],
            ["back at work as ", ("PROFESSION", c["job"] or "cleaner"), ", avoiding the smoking shelter"],
            ["has a wedding on ", phi.short_date(rng, c["cc"], phi.add_days(d, rng.randrange(2, 9))), " - planned coping"],
            ["birthday ", phi.short_date(rng, c["cc"], phi.add_days(d, rng.randrange(1, 6))), " - will bring extra gum"],
        ]))
    if smoked:
        b.t("Discussed lapse vs relapse, identified trigger, recommitted to not-a-puff.\n")
    b.f("Supplied/issued: {s}\nNext session: {nd} {tm}\n\n", s=rng.choice(["NRT voucher x1 week", "varenicline 2 wk",
                                                                            "e-liquid 20mg x3", "letter to pharmacy",
                                                                            "nil today"]),
        nd=D(c, phi.add_days(d, 7)), tm=phi.time_of_day(rng))
    b.f("{s}\n", s=staff_sig(rng, c, adv, adv_role(rng, c), lic=rng.random() < 0.4))
    return b


def four_week_outcome(rng, c):
    b = Note()
    g = c["g"]
    p = c["pt"]
    fu = c["d_fu4"]
    co = rng.choice([1, 2, 3, 3, 4, 5, 6, 7, 9, 12, 16, 22])
    outcome = rng.choice(["CO-verified quit", "CO-verified quit", "self-reported quit", "not quit", "lost to follow-up"])
    if outcome == "CO-verified quit" and co >= 10:
        co = rng.randrange(1, 9)
    us = g in ("US", "CA") and rng.random() < 0.6
    b.f("{t}\n{svc}\n\n", t="30-DAY QUIT STATUS - FOLLOW-UP RECORD" if us else rng.choice([
        "4-WEEK QUIT OUTCOME (Russell Standard)", "Four-week follow-up outcome", "4 WEEK QUIT - OUTCOME RECORD"]),
        svc=("HOSPITAL", c["service"]))
    b.f("Client ID: {cid}   Episode: {ep}\n", cid=("MRN", c["client"]), ep=("ACCOUNT", c["acct"]))
    b.f("Name: {n}\nDOB: {dob}   Age at QD: {a}   Sex: {s}\n", n=pt_name(rng, c, ["full", "LAST_first", "last_first"]),
        dob=D(c, c["dob"]), a=("AGE", str(c["age"])), s={"M": "Male", "F": "Female", "X": "Not stated"}[p["sex"]])
    if g in ("UK", "IE", "CA", "NZ", "AU", "US"):
        b.f("{pcl}: {pc}\n", pcl={"US": "ZIP", "CA": "Postal code", "AU": "Postcode", "NZ": "Postcode"}.get(g, "Postcode"),
            pc=("ZIP", c["addr"]["zip"]))
    b.f("{lab}: {id}\n", lab=c["nhsno"][0], id=("MRN", c["nhsno"][1]))
    if g in ("US", "IE") and rng.random() < 0.4:
        b.f("{sl}: {s}\n", sl=c["ssn_label"], s=("SSN", c["ssn"]))
    b.f("{gw} practice: {pr}\n", gw=gp_word(c) if g != "CA" else "Primary care", pr=("HOSPITAL", c["practice"]))
    b.f("Ethnicity: {e}   Occupation: {o}\n", e=rng.choice(ETHNIC[g]),
        o=occupation(rng, c) if rng.random() < 0.7 else c["status"])
    if c["pt"]["sex"] == "F" and c["age"] < 45:
        b.f("Pregnant: {pr}\n", pr=rng.choice(["No", "No", "Yes - see maternity pathway"]))
    b.f("Setting: {s}   Intervention: {i}\n", s=rng.choice(["specialist community", "pharmacy", "GP practice",
                                                              "hospital", "telephone", "digital"]),
        i=rng.choice(["1:1", "closed group", "drop-in", "telephone", "video"]))
    b.f("Pharmacotherapy: {ph}\n", ph=pharmaco(rng, c))
    b.f("Date set (first session): {d1}\nQuit date: {qd}\n4-week follow-up: {fu} (day {dd})\n",
        d1=D(c, c["d_first"]), qd=D(c, c["d_qd"]), fu=D(c, fu), dd=str((fu - c["d_qd"]).days))
    if outcome == "lost to follow-up":
        b.f("Contact attempts: {d1} call no answer; {d2} text to {m}; {d3} letter sent\n",
            d1=phi.short_date(rng, c["cc"], phi.add_days(fu, -2)), d2=phi.short_date(rng, c["cc"], phi.add_days(fu, 1)),
            m=("PHONE", c["mob"]), d3=phi.short_date(rng, c["cc"], phi.add_days(fu, 6)))
        b.t("CO: not obtained\n")
    else:
        b.f("Smoked since day 14 (even a puff)? {a}\n", a="No" if "quit" in outcome and outcome != "not quit" else "Yes")
        if outcome == "self-reported quit":
            b.t("CO: not obtained - telephone follow-up\n")
        else:
            b.f("{co} (cut-off <10 ppm)\n", co=co_reading(rng, c, co, True))
    b.f("OUTCOME: {o}\n", o=outcome.upper() if rng.random() < 0.5 else outcome)
    if g == "US":
        b.t("Coded %s; quitline e-referral %s.\n" % (rng.choice(["Z87.891", "F17.211", "F17.210"]), rng.choice(["sent", "declined"])))
    b.f("Advisor: {a}\n", a=SN(c["adv"], "full"))
    b.f("Entered by: {u} on {d} {tm}\n", u=("USERNAME", rng.choice([c["adv"]["user"], c["admin"]["user"]])),
        d=D(c, phi.add_days(fu, rng.randrange(0, 4))), tm=phi.time_of_day(rng))
    if rng.random() < 0.5:
        b.f("Comments: {cm}\n", cm=rng.choice([
            ["very pleased, saving ", rng.choice(["\u00a3", "$", "\u20ac"]), str(rng.randrange(40, 120)), "/wk. Plans a holiday to ",
             ("COUNTRY", rng.choice(__import__("pools_places").COUNTRIES_ABROAD)), " with the savings"],
            ["continue support to 12 wks; next review ", D(c, phi.add_days(fu, 14))],
            ["relapsed after funeral of ", c["rel_word"], " ", FN(c["relative"], "first"), "; offered re-referral"],
            ["CO monitor faulty on day, reading repeated on ", D(c, phi.add_days(fu, 1))],
            ["discharged to ", gp_word(c), " ", SN(c["gp"], "title"), " for ongoing meds"],
        ]))
    return b

"""Own genres: ambulance pre-alert / conveyance handover to SDEC; advice and
guidance (e-consult) exchange between a GP and the acute medicine consultant."""
import clinical as CL
import common as CM
import fmt as F
import pools_places as PP

AMB_WORDS = ["Marrowvale", "Northern Fells", "Three Counties", "Western Shires", "Coastal",
             "Midland Plains", "Southern Downs", "Lakeland", "Estuary", "Highland and Islands",
             "Tri-Valley", "Greater Harbour", "Inland Regional", "Riverlands"]

LANDMARKS = ["Shopping Centre", "Retail Park", "Leisure Centre", "Community Hall", "Bus Station",
             "Railway Station", "Library", "Golf Club", "Sports Ground", "Garden Centre"]

TREATMENTS = ["aspirin 300 mg PO", "GTN 400 mcg SL x2", "paracetamol 1 g IV", "ondansetron 4 mg IV",
              "IV access 20G L ACF", "0.9% NaCl 250 mL IV", "salbutamol 5 mg neb", "O2 2 L NC",
              "morphine 2.5 mg IV", "12-lead ECG transmitted", "blood glucose 6.4 mmol/L",
              "Entonox", "nil"]


def ambulance(n, c, rng):
    s = CL.scenario(rng, c, weights={"syncope": 5, "chest": 3, "dvt": 1, "pe": 2, "cellulitis": 2,
                                     "af": 3, "cap": 2, "headache": 1, "aki": 1, "pyelo": 1})
    svc = "%s Ambulance Service" % rng.choice(AMB_WORDS)
    if c.c == "UK" and rng.random() < 0.5:
        svc += " NHS Trust"
    p1 = c.staff("para", "p1")
    p2 = c.staff("para", "p2")
    p1.lic = ("PA" + F.digits(rng, 5)) if c.c == "UK" else (
        ("PAR000" + F.digits(rng, 7)) if c.c == "AU" else F.digits(rng, 5))
    p1.lic_label = {"UK": "HCPC", "AU": "AHPRA", "IE": "PHECC", "NZ": "PCNZ"}.get(c.c, "Reg")
    coord = c.staff("coord")
    nurse = c.staff("nurse")
    tcall = CM.tm(rng, 7, 18)
    n.f("{svc}\n", svc=(svc, "ORGANIZATION"))
    n.t(rng.choice(["PATIENT HANDOVER - ePCR SUMMARY", "PRE-ALERT / HANDOVER RECORD",
                    "CONVEYANCE TO SDEC - HANDOVER", "Clinical handover (ATMIST)"]) + "\n")
    inc = "%02d%02d%02d-%s" % (c.d0.year % 100, c.d0.month, c.d0.day, F.digits(rng, 4 + rng.randint(0, 2)))
    n.f("Incident no: {inc}   Date: {d}\n", inc=(inc, "IDNUM"), d=c.D(c.d0))
    n.f("Vehicle: fleet no. {fl}, reg {pl}\n", fl=("%s%s" % (rng.choice(["", "A", "DCA-", "F"]), F.digits(rng, 4)), "VEHICLE"),
        pl=(F.plate(rng, c.c), "VEHICLE"))
    t2 = CM.tm_after(rng, tcall, 8, 25)
    t3 = CM.tm_after(rng, t2, 25, 55)
    t4 = CM.tm_after(rng, t3, 10, 40)
    n.t("Call %s | At scene %s | Left scene %s | At hospital %s\n" % (tcall, t2, t3, t4))
    n.f("Crew: {a} ({r1}, {ll} {lic}) / {b} ({r2})\n", a=p1.full(), r1=p1.role, ll=p1.lic_label,
        lic=(p1.lic, "LICENSE"), b=p2.iln(), r2=p2.role)
    n.t("Pick-up: ")
    r = rng.random()
    if r < 0.6:
        n.v(c.addr.pieces())
        n.t(" (home)")
    elif r < 0.85:
        n.f("{lm}, {city}", lm=("%s %s" % (rng.choice(PP.COMPANY_WORDS), rng.choice(LANDMARKS)), "LOCATION_OTHER"),
            city=(c.addr.city, "CITY"))
    else:
        n.f("workplace - {org}, {city}", org=(c.employer, "ORGANIZATION"), city=(c.addr.city, "CITY"))
    n.f("\nConveyed to: {h} - {u} ({how})\n\n", h=(c.hosp, "HOSPITAL"), u=c.unit,
        how="direct SDEC conveyance" if c.c == "UK" else "direct to unit, ED bypass")
    n.t("ATMIST\n")
    n.f("A: {age} {sx}\n", age=c.age_t(), sx=CM.sex_word(c, 1).lower())
    n.t("T: onset ~%s today%s\n" % (CM.tm(rng, 5, 16), rng.choice(["", ", 999 call by wife", ", called by bystander",
                                                                      ", called by GP"])))
    n.t("M: %s\n" % s.pc)
    n.t("I: " + " ".join(s.hpi[:2]) + "\n")
    n.t("S: " + CL.obs_text(s.obs, rng) + ("; " + s.ecg if s.ecg else "") + "\n")
    n.t("T: " + ", ".join(rng.sample(TREATMENTS, rng.randint(1, 3))) + "\n\n")
    n.f("Patient: {nm}   DOB {dob}   ", nm=CM.pt_name(c, rng, rng.choice([0, 1, 4])), dob=c.D(c.dob))
    n.v([c.ids[0][0], " ", c.ids[0][1], "\n"])
    n.f("GP: {pr}   NOK: {nok} ({rel}) {t}\n", pr=(c.gp_prac, "HOSPITAL"), nok=c.nok.fn() if rng.random() < 0.5 else c.nok.full(),
        rel=c.nok_rel, t=(c.nok_tel, "PHONE"))
    if rng.random() < 0.4:
        n.v(["Works as ", CM.art(c.job), " ", (c.job, "PROFESSION"), "; "] if not c.retired else
            ["Retired ", (c.job, "PROFESSION"), "; "])
        n.t(rng.choice(["lives with family.", "lives alone.", "carer visits BD."]) + "\n")
    n.t("\nPMH: ")
    CM.pmh_inline(n, s)
    n.f("\nMeds: {m}   Allergies: {a}\n", m=", ".join(s.meds) if s.meds else "none", a=s.allergy)
    n.t("\nPATHWAY DECISION\n")
    n.f("Discussed with {cd} ({r}) via HCP line {ph} at {t} - ", cd=coord.full(), r=coord.role,
        ph=(c.unit_tel, "PHONE"), t=CM.tm_after(rng, t2, 5, 20))
    n.t(rng.choice(["accepted direct to SDEC, bypassing ED.", "accepted; ED avoided.",
                    "accepted pending 12-lead review on arrival."]) + "\n")
    if rng.random() < 0.5:
        n.t(rng.choice(["Falls/syncope protocol followed. ", "Low-risk chest pain criteria met. ",
                        "NEWS2 < 5 throughout. "]))
        n.t("Handover delay: %d min.\n" % rng.choice([0, 0, 5, 10, 15]))
    n.f("Handed over to {nu} ({r}) at {t}, ", nu=nurse.full(), r=nurse.role, t=CM.tm_after(rng, t4, 2, 20))
    n.v(CM.bay(rng, c))
    n.t(".\n")
    n.f("ePCR ref {ref}\n", ref=("EPR" + F.digits(rng, 9), "IDNUM"))
    return s


PLATFORMS = {"UK": "e-RS Advice & Guidance", "IE": "Healthlink advice request", "US": "eConsult",
             "CA": "eConsult", "AU": "GP advice line (e-request)", "NZ": "e-referral advice request",
             "ZA": "specialist advice email", "SG": "GP-specialist e-advice"}


def advice(n, c, rng):
    s = CL.scenario(rng, c, weights={"anaemia": 3, "hypona": 3, "aki": 2, "dvt": 2, "af": 3, "syncope": 2,
                                     "headache": 2, "pleural": 1, "chest": 1, "cellulitis": 1})
    cons = c.staff("cons")
    plat = PLATFORMS[c.c]
    t0 = CM.tm(rng, 8, 18)
    n.f("{p} - request {u}\n", p=plat, u=("%s %s %s" % (F.digits(rng, 4), F.digits(rng, 4), F.digits(rng, 4))
                                         if c.c == "UK" else "AG-" + F.digits(rng, 7), "IDNUM"))
    n.f("From: Dr {g} <{em}>\n", g=c.gp.full(), em=("%s@%s" % (c.gp.email_local(), c.gp_email.split("@")[1]), "EMAIL"))
    n.f("      {pr}, {city}. Tel {t}\n", pr=(c.gp_prac, "HOSPITAL"), city=(c.gp_addr.city, "CITY"), t=(c.gp_tel, "PHONE"))
    n.f("To: Acute Medicine consultant of the week <{em}>\n", em=c.team_email(rng.choice(["acutemed.advice", "amu.ag", "sdec.advice"])))
    n.f("Sent: {d} {t}\n", d=c.Dl(c.d0), t=t0)
    n.f("Subject: A&G - {a}{sx} {dx}\n\n", a=c.age_t(), sx=c.sex, dx=rng.choice(["?" + s.title.lower(), s.pc]))
    n.f("Patient: {nm}   DOB {dob}   ", nm=CM.pt_name(c, rng, rng.choice([0, 1])), dob=c.D(c.dob))
    n.v([[lab, " ", val, "   "] for lab, val in c.ids[:2]])
    n.t("\n\n")
    n.t(rng.choice(["Dear colleague,\n\n", "Hi,\n\n", "Dear Acute Medicine team,\n\n"]))
    n.t("I would appreciate your advice on this ")
    n.v(CM.age_phrase(c, rng))
    n.t(" " + CM.sex_word(c, 2))
    if rng.random() < 0.6:
        n.v([" (", CM.art(c.job), " ", (c.job, "PROFESSION"), ")"] if not c.retired else
            [" (retired ", (c.job, "PROFESSION"), ")"])
    n.t(" with " + s.pc + ". ")
    n.t(" ".join(s.hpi) + " ")
    oc = CM.origin(c, rng)
    if oc and rng.random() < 0.35:
        n.v(["Moved here from ", oc, " and registered with us on ", c.D(c.day(-rng.randint(60, 900))), ". "])
    n.f("Bloods {d}: ", d=c.Ds(c.day(-rng.randint(1, 4))))
    n.t(", ".join(s.labs[:4]) + ". ")
    n.t("Background: ")
    CM.pmh_inline(n, s)
    n.t(". " + rng.choice(["Is this appropriate for SDEC or can we manage in the community?",
                           "Would you be happy for me to start treatment and refer for outpatient imaging?",
                           "Does this need same-day assessment?", "Any suggestions for further work-up?"]))
    if rng.random() < 0.4:
        rel = rng.choice(["husband", "wife", "mother", "son"])
        fam = F.make_person(rng, c.c, "FAMILY", "M" if rel in ("husband", "son") else "F")
        n.f(" {pp} is reluctant to come in as {pr} cares for {pr2} {rel}, {nok}.", pp="She" if c.sex == "F" else "He",
            pr="she" if c.sex == "F" else "he", pr2="her" if c.sex == "F" else "his",
            rel=rel, nok=fam.fn())
    n.t("\n\nMany thanks,\n")
    n.f("{g}\n", g=c.gp.fn() if rng.random() < 0.4 else ["Dr ", c.gp.full()])
    n.t("\n--- RESPONSE ---\n")
    rd = c.day(rng.randint(0, 3))
    n.f("From: Dr {cn}, {r}\nResponded: {d} {t}\n\n", cn=cons.full(), r=cons.role, d=c.Dl(rd), t=CM.tm(rng, 8, 20))
    n.f("Dear Dr {g},\n\n", g=c.gp.ln())
    n.t("Thank you for asking. ")
    adv = rng.random()
    if adv < 0.45:
        n.f("I think {p} would benefit from same-day assessment. ", p=[c.title + " ", c.pt.ln()])
        n.f("Please refer via the {u} coordinator on {ph}", u=c.unit, ph=(c.unit_tel, "PHONE"))
        if rng.random() < 0.6:
            n.f(" (ext {e})", e=(c.unit_ext, "PHONE"))
        n.t(" and we will offer a slot today or tomorrow morning. ")
    else:
        n.t("This can reasonably be managed in the community. ")
        n.t("Suggest: " + "; ".join(s.plan[:2]) + ". ")
        n.t("If there is any deterioration (" + s.safety.rstrip(".").lower() + ") please refer to %s. " % c.unit)
    n.t(rng.choice(["Scores: " + ", ".join(s.scores) + ". ", "", "Relevant guideline: local pathway%s. " % (
        " / NICE CKS" if c.c == "UK" else "")]))
    n.t("\n\nBest wishes,\n")
    n.f("{cn}\n", cn=cons.fn() if rng.random() < 0.3 else ["Dr ", cons.iln()])
    n.t("\n")
    n.f("Outcome: {o}   Closed by user {u} on {d}\n", o=rng.choice(["advice only", "converted to referral",
                                                                  "advice + outpatient imaging", "returned to referrer"]),
        u=cons.user(rng), d=c.D(rd))
    if rng.random() < 0.3:
        n.f("Audit: accessed from {ip}\n", ip=(F.private_ip(rng), "IPADDR"))
    return s

"""Genres: telephone encounter, DMT MDT meeting minutes (own genre)."""
from core import P, pick, chance, join
import phi
import pools_places as PL
import clinical as C
import clinical2 as C2
from case import header, signoff, Case, Staff
from gutil import (DT, DS, plus, minus, gp_word, ed_word, staff, doc, fam_mention, pt_short, audit_trail,
                   emergency_no)

REASONS = [
    ("possible relapse", "new {sx} for {dur}. No fever, no urinary symptoms. Not on holiday, no recent vaccine."),
    ("side effects", "reports {se}. Continues to take medication as prescribed."),
    ("missed dose", "missed {drug} dose due on {d} (was unwell with a cold). Asks what to do now."),
    ("blood results", "calling for results of bloods taken {d}. Results reviewed: {lab}."),
    ("homecare delivery", "delivery from {hc} did not arrive {d}; has 1 pen left."),
    ("vaccination query", "asks whether she can have the {v} before travel to {co}."),
    ("fatigue / work", "struggling at work as a {job}, asks for a letter for her manager."),
    ("infusion booking", "needs to move infusion booked {d} as starting a new job."),
]


def telephone(rng, n, cs):
    c = cs.country
    n.line(pick(rng, ["TELEPHONE ENCOUNTER", "MS Advice Line - Telephone Contact Record", "Phone call note (MS nurses)",
                      "Telephone Triage - Neuroinflammation", "Tel enc / Nurse advice"]))
    header(n, rng, cs)
    cd = cs.date
    ch, cm = rng.randint(8, 16), rng.randint(0, 59)
    dm = cm + rng.randint(8, 50)
    call_t = pick(rng, ["%02d:%02d", "%02d%02d"]) % (ch, cm)
    doc_t = "%02d:%02d" % (ch + dm // 60, dm % 60)
    n.line("Date/time of call: {d} {t}   Call: {k}", d=DT(rng, cs, cd, pick(rng, ["full", "system", "full"])), t=call_t,
           k=pick(rng, ["incoming", "returned voicemail", "outgoing (planned)", "incoming via switchboard"]))
    if chance(rng, 0.3):
        n.line("Encounter no: {a}", a=P(phi.account(rng, pick(rng, ["enc", "csn"])), "ACCOUNT"))
    caller_fam = chance(rng, 0.35)
    if caller_fam:
        n.line("Caller: {f} ({r}) - verbal consent from patient on file ({d}).", f=cs.fam.ref(pick(rng, ["full", "first", "title_full"])),
               r=cs.rel, d=DT(rng, cs, minus(cd, rng.randint(100, 900))))
        cb = cs.fam_phone
    else:
        n.line("Caller: patient")
        cb = pick(rng, [cs.phone_mob, cs.phone_home])
    n.line("Call-back number: {p}", p=P(cb, "PHONE"))
    iv = rng.randrange(3)
    if iv == 0:
        n.line("ID verified: full name, DOB and first line of address ({s}).", s=P(cs.addr.street, "STREET"))
    elif iv == 1:
        n.line("ID verified via advice-line voice biometrics (voiceprint {b}) + DOB.", b=P(phi.bioid(rng, "voice"), "BIOID"))
    else:
        n.line("ID: name + DOB + postcode {z} confirmed.", z=P(cs.addr.zip, "ZIP"))
    if chance(rng, 0.45):
        vm = phi.Person(rng, "PATIENT", cs.pt.sex, c)
        n.line("Voicemail ({t}): \"hi it's {p}, {x} can someone ring me back on {ph} thanks\"", t=C.time(rng),
               p=cs.pt.ref(pick(rng, ["first", "full"])), x=pick(rng, ["um my legs have gone funny again", "about my tablets",
                                                                        "i've not had my delivery", "re my blood test"]),
               ph=P(cb, "PHONE"))
    n.nl()
    key, tpl = pick(rng, REASONS)
    n.line("Reason: " + key)
    vals = dict(sx=pick(rng, C2.RELAPSE_SX), dur=pick(rng, ["48 h", "since the weekend", C.shorthand_duration(rng), C.shorthand_duration(rng)]),
                se=pick(rng, C2.SIDE_EFFECTS), drug=C.DMTS[cs.dmt]["brand"], d=DT(rng, cs, minus(cd, rng.randint(1, 9))),
                lab=C.lab_line(rng, c), hc=P(cs.homecare, "ORGANIZATION"),
                v=pick(rng, ["yellow fever vaccine", "typhoid vaccine (oral)", "shingles vaccine", "hep A vaccine"]),
                co=P(pick(rng, PL.COUNTRIES), "COUNTRY"), job=P(cs.job, "PROFESSION"))
    if cs.pt.sex == "M":
        tpl = tpl.replace("she ", "he ").replace("her ", "his ")
    n.w("S: " + tpl + "\n", **vals)
    if key == "possible relapse":
        n.line("Screen: " + pick(rng, C2.PSEUDO))
        n.line("Plan: relapse clinic slot {d} {t} at {u}.", d=DT(rng, cs, plus(cd, rng.randint(1, 4))), t=C.time(rng),
               u=pick(rng, [P(cs.unit, "HOSPITAL"), P(cs.hosp, "HOSPITAL")]))
    elif key == "homecare delivery":
        n.line("Called {hc} on {p}: redelivery booked {d}, ref {r}.", hc=P(cs.homecare, "ORGANIZATION"),
               p=P(phi.phone(rng, c, tollfree=chance(rng, 0.5)), "PHONE"), d=DT(rng, cs, plus(cd, 1)), r=P(phi.idnum(rng, "order"), "IDNUM"))
    elif key == "vaccination query":
        n.line("A: live vaccine - contraindicated on {dr}. Advised travel clinic + exemption letter.", dr=C.DMTS[cs.dmt]["brand"])
    else:
        n.line("A: " + pick(rng, ["advice given as per protocol", "reassured", "discussed with consultant - see below",
                                 "letter to be sent", "GP to review", "rebooked"]))
    if chance(rng, 0.5):
        n.line("Discussed with {d} ({t}) - agrees with plan.", d=cs.neuro.ref(pick(rng, ["dr_last", "dr_full", "f_last"])), t=C.time(rng))
    if chance(rng, 0.4):
        n.line("Email summary sent to patient at {e} as requested.", e=P(cs.email, "EMAIL"))
    n.line("Safety net: if worse or new symptoms call {e} / attend {ed}.", e=emergency_no(cs), ed=ed_word(cs))
    n.nl()
    n.line("Call duration: {m} min.  Documented by {s} at {t}.", m=str(rng.randint(4, 25)), s=staff(rng, cs.nurse), t=doc_t)
    if chance(rng, 0.5):
        n.line("Routed to: {a} (FYI)   cc {g}", a=cs.nurse2.ref(pick(rng, ["full", "f_last"])), g=[gp_word(cs), " ", doc(rng, cs.gp)])
    if chance(rng, 0.4):
        audit_trail(n, rng, cs)


def mdt_minutes(rng, n, cs):
    c = cs.country
    n.line(pick(rng, ["MS DMT MULTIDISCIPLINARY TEAM MEETING - MINUTES", "Neuroinflammation MDT: outcomes",
                      "MS MDT minutes (DMT decisions)", "Regional MS Treatment MDT"]))
    n.line("{h}", h=P(cs.hosp, "HOSPITAL"))
    md = cs.date
    n.line("Date: {d}   Time: 13:00-14:30", d=DT(rng, cs, md, pick(rng, ["full", "letter"])))
    if chance(rng, 0.6):
        n.line("Venue: {r}, {b}  /  remote: {u}", r=P(pick(rng, PL.ROOMS), "LOCATION_OTHER"), b=P(pick(rng, PL.BUILDINGS), "LOCATION_OTHER"),
               u=P(phi.url(rng, "meet"), "URL"))
    else:
        n.line("Venue: virtual - {u}", u=P(phi.url(rng, "meet"), "URL"))
    chair = cs.neuro
    others = [Staff(rng, c, pick(rng, ["neuro", "nurse", "pharm", "nurse", "neuro"])) for _ in range(rng.randint(3, 6))]
    n.line("Chair: {c}", c=chair.ref(pick(rng, ["dr_full", "prof_last", "dr_last"])))
    att = [[cs.nurse.ref("full"), " (MS CNS)"], [cs.nurse2.ref("full"), " (MS CNS)"]]
    for o in others:
        role = {"neuro": pick(rng, ["consultant neurologist", "MS fellow", "StR"]), "nurse": pick(rng, ["MS CNS", "infusion lead", "ANP"]),
                "pharm": "pharmacist"}[o.role]
        att.append([o.ref(pick(rng, ["full", "dr_full"]) if o.role == "neuro" else "full"), " (", role, ")"])
    att.append([phi.Person(rng, "DOCTOR", None, c).ref("full"), " (neuroradiology)"])
    n.line("Present: {a}", a=join(att, "; "))
    if chance(rng, 0.5):
        n.line("Apologies: {a}", a=phi.Person(rng, "DOCTOR", None, c).ref(pick(rng, ["dr_full", "full"])))
    n.nl()
    cases = [cs] + [Case(rng, c) for _ in range(rng.randint(2, 4))]
    for i, k in enumerate(cases):
        q = rng.randrange(5)
        if q == 2 and (k.pt.sex != "F" or k.age > 44):
            q = 4
        if q == 1:
            k.dmt = "natalizumab"
        n.line("{i}. {p}  {mrn}  {a}{s}", i=str(i + 1), p=k.pt.ref(pick(rng, ["LF", "lf", "full", "lf_mid"])),
               mrn=P(k.mrn if k.country != "UK" or chance(rng, 0.5) else k.nhs, "MRN"), a=P(str(k.age), "AGE"), s=k.pt.sex)
        n.line("   Dx: {ms} ({y}). Current: {dr}. Referred by {r}.", ms=k.ms_type, y=DS(k, k.dx_date, "year"),
               dr=C.drug_name(rng, k.dmt), r=pick(rng, [cs.nurse, cs.nurse2] + others).ref(pick(rng, ["full", "INI", "f_last"])))
        if q == 0:
            n.line("   Q: escalation? Relapse {d} + MRI {d2}: {m}", d=DS(k, minus(md, rng.randint(30, 200)), pick(rng, ["month_year", "num"])),
                   d2=DT(rng, k, minus(md, rng.randint(10, 60))), m=pick(rng, C2.MRI_ACTIVE))
            n.line("   Outcome: switch to {dr}; screening bloods + Blueteq/funding via {x}.", dr=C.drug_name(rng, pick(rng, ["ocrelizumab", "natalizumab", "ofatumumab", "cladribine"])),
                   x=pick(rng, [cs.nurse, cs.nurse2]).ref("first"))
        elif q == 1:
            idx, st = C.jcv_result(rng)
            n.line("   Q: natalizumab safety - JCV index {i} ({st}) on {d}, {m} infusions.", i="%.2f" % idx, st=st,
                   d=DT(rng, k, minus(md, rng.randint(10, 50))), m=str(rng.randint(12, 90)))
            n.line("   Outcome: " + pick(rng, ["switch to anti-CD20 with <=8 week washout", "extend dosing to q6w and 3-monthly MRI",
                                             "continue; recheck JCV in 6/12"]))
        elif q == 2:
            n.line("   Q: pregnancy planning; last {dr} dose {d}.", dr=C.DMTS[k.dmt]["brand"], d=DT(rng, k, minus(md, rng.randint(30, 150))))
            n.line("   Outcome: agreed plan - continue until conception" if chance(rng, 0.5) else "   Outcome: washout then try; review post-partum")
        elif q == 3:
            ly = round(rng.uniform(0.2, 0.7), 2)
            n.line("   Q: persistent lymphopenia {l} x10^9/L ({g}) since {d}.", l="%.2f" % ly, g=C.lymph_grade(ly),
                   d=DS(k, minus(md, rng.randint(60, 300)), pick(rng, ["month_year", "mon_year"])))
            n.line("   Outcome: stop " + C.DMTS[k.dmt]["brand"] + "; repeat FBC 4-weekly; consider alternative once >0.8.")
        else:
            n.line("   Q: new diagnosis, DMT choice. EDSS {e}. Works as {j}; {x}.", e=pick(rng, ["1.5", "2.0", "2.5"]),
                   j=P(k.job, "PROFESSION"), x=pick(rng, ["needle-phobic", "keen on oral option", "lives rurally, 2 h from centre",
                                                          "wants to minimise hospital visits"]))
            n.line("   Outcome: offered high-efficacy options; nurse DMT counselling appt {d}.", d=DT(rng, k, plus(md, rng.randint(7, 21))))
        n.line("   Action: {w} - by {d}", w=pick(rng, [cs.nurse, cs.nurse2, chair]).ref(pick(rng, ["INI", "first", "f_last"])),
               d=DS(k, plus(md, rng.randint(7, 30)), pick(rng, ["day_month", "day_mon", "num"])))
        n.nl()
    n.line("Next MDT: {d}.  Minutes: {m} (MDT coordinator), circulated to {e}", d=DT(rng, cs, plus(md, 14)),
           m=phi.Person(rng, "DOCTOR", None, c).ref(pick(rng, ["full", "first"])),
           e=P("%s@%s" % (pick(rng, ["ms.mdt", "neuro-mdt", "mdt.coordinator"]), pick(rng, PL.EMAIL_DOMAINS)), "EMAIL"))

"""Genres: EMS patient care report / handover, verbatim call transcript."""
import clin
import common
import story
from genres_a import CARDS
from ctx import MONTHS, words
from note import P

UNITS = ["M14", "Medic 22", "A231", "ALS 12", "Unit 7", "MICA 4", "R31", "Ambulance 318", "P12", "BLS 9"]
MONITORS = ["LIFEPAK 15", "ZOLL X Series", "Corpuls3", "LIFEPAK 35", "ZOLL X Series Advanced"]


def ems_handover(c, n):
    r = c.rng
    m1, m2, rn = common.staff(c, 3)
    ems = c.org("ems")
    base = r.randint(0, 1380)
    tt = []
    steps = [(0, 0), (1, 3), (0, 2), (4, 18), (1, 5), (8, 28), (6, 35), (3, 22)]
    for k in range(8):
        base += r.randint(*steps[k])
        tt.append("%02d:%02d" % (base // 60 % 24, base % 60))
    n.ln(r.choice(["PATIENT CARE REPORT (ePCR)", "EMS PATIENT CARE RECORD", "Ambulance clinical record - handover copy", "ePCR SUMMARY"]))
    n.ln("Agency: {a}   Unit: {u}", a=ems, u=r.choice(UNITS))
    n.ln("PCR #: {p}   Incident #: {i}   Date: {d}", p=c.idnum("epcr"), i=c.cad_no(), d=c.date(c.d0))
    n.ln("Crew: {a}{ca} (lic {l}) / {b}{cb}", a=m1.nm(r.choice(["full", "init_sur", "last_first"])), ca=common.cred(c, "medic"), l=c.license("prof"),
         b=m2.nm(r.choice(["full", "init_sur", "given_init"])), cb=common.cred(c, "medic"))
    n.ln("Dispatch: {cd} {cc}   Mode: {m}", cd=c.scen["card"], cc=CARDS.get(c.scen["card"], "23 - Overdose").split(" - ")[1], m=r.choice(["lights/siren", "non-emergent", "Code 3", "P1"]))
    n.ln("Times: call {a} | disp {b} | enrt {c_} | scene {d} | pt contact {e} | depart {f} | dest {g} | TOC {h}",
         a=tt[0], b=tt[1], c_=tt[2], d=tt[3], e=tt[4], f=tt[5], g=tt[6], h=tt[7])
    n.ln()
    for ln in common.demo_block(c, style=r.choice(["colon", "pipe"]), extra=0.9):
        n.add(ln, "\n")
    if c.country == "US" and r.random() < 0.4:
        n.ln("SSN: {s}", s=c.ssn())
    if r.random() < 0.25:
        n.ln("ID verified: driver licence {d}", d=c.license("dl"))
    n.ln()
    n.add("Scene: ", story.where(c, c.scen["grp"]), ". ", r.choice(["PD on scene, scene safe.", "Bystander CPR not required.",
                                                                   "FD first responders on scene on arrival.", "Pill bottles collected and brought."]), "\n")
    if r.random() < 0.25:
        n.ln("Pt vehicle {v} (VIN {vin}) left at scene, keys with {f}.", v=c.plate(), vin=c.vin(), f=c.person("FAMILY").nm(r.choice(["full", "given"])))
    n.add("HPI: ", story.event(c), "\n")
    n.ln("S: {s}; A: {a}; M: {m}; P: {p}; L: {l}; E: {e}", s=story.sx(c), a=story.allergies(c), m=story.meds(c), p=story.pmh(c),
         l=r.choice(["ate ~1800", "unknown", "breakfast", "fluids only"]), e=r.choice(["as per HPI", "see narrative", "found by family"]))
    n.ln()
    n.ln("Vitals:")
    n.ln("  time   HR   BP       RR  SpO2  GCS  BGL")
    for i in range(r.randint(2, 4)):
        hr, sbp = r.randint(50, 150), r.randint(78, 170)
        n.ln("  {t}  {h}  {b}/{d}  {rr}  {s}%  {g}  {bg}", t=tt[min(4 + i, 7)], h=str(hr), b=str(sbp), d=str(int(sbp * 0.62)), rr=str(r.randint(6, 30)),
             s=str(r.randint(86, 100)), g=str(r.choice([15, 15, 14, 12, 9, 6])),
             bg=("%.1f" % r.uniform(2.5, 12)) if c.country != "US" else str(r.randint(45, 220)))
    n.ln()
    n.ln("Interventions:")
    iv = [r.choice(["naloxone 0.4 mg IV", "naloxone 2 mg IN", "O2 15 L NRB", "O2 2 L NC"]),
          r.choice(["IV 18g L AC, NS 500 mL", "IV 20g R hand, TKVO", "IO L tibia"]),
          r.choice(["12-lead: sinus tach, QRS 96 ms", "12-lead transmitted", "cardiac monitoring"]),
          r.choice({"bite": ["pressure immobilisation bandage + splint", "adrenaline 0.5 mg IM", "fentanyl 50 mcg IN", "limb splinted"],
                    "work": ["irrigation NS 1 L to eyes", "salbutamol 5 mg neb", "decontamination - clothing removed", "hydroxocobalamin prepped, not given"],
                    "peds": ["ondansetron 0.15 mg/kg IV", "glucose 10% 2 mL/kg IV", "midazolam 0.2 mg/kg IN"],
                    "adult": ["ondansetron 4 mg IV", "midazolam 5 mg IM", "glucose 10% 150 mL IV", "sodium bicarbonate 100 mEq IV"],
                    "med": ["glucose 10% 150 mL IV", "ondansetron 4 mg IV"]}[c.scen["grp"]])]
    for i, x in enumerate(r.sample(iv, r.randint(2, 4))):
        n.ln("  {t} {x}", t=tt[min(4 + i, 7)], x=x)
    n.ln("Monitor: {m} SN {s}", m=r.choice(MONITORS), s=c.device())
    n.ln("Impression: {i} ({d}); {s}. {x}", i=CARDS.get(c.scen["card"], "23 - Poisoning").split(" - ")[1], d=r.choice(clin.ICD),
         s=r.choice(clin.SCALES), x=story.negatives(c))
    if r.random() < 0.12:
        n.ln("Pt unable to give name on scene; ID confirmed by police fingerprint ID {b}.", b=c.bioid())
    if r.random() < 0.6:
        n.ln("Poison centre consulted ({p}, {s}): {a}.", p=c.hospital("pcc"), s=common.staff(c).nm(r.choice(["given", "full"])), a=story.advice(c))
    n.ln()
    h = c.hospital("hosp")
    n.ln("Transport to {h}{x}. Handover to {rn}{cr} at {t}, {bx} {b}.", h=h, x=r.choice(["", " (closest appropriate)", " (pt preference)", " (trauma bypass)"]),
         rn=rn.nm(r.choice(["full", "given", "init_sur"])), cr=common.cred(c, "nurse"), t=tt[7], bx=r.choice(["bed", "Resus", "Bay", "cubicle"]), b=c.bed())
    if r.random() < 0.4:
        n.ln("Belongings (phone, wallet) handed to {rel} {f}.", rel=c.rel, f=c.caller.nm(r.choice(["full", "given"])))
    if r.random() < 0.4:
        n.ln("Medical control: {d} via {p}.", d=common.staff_ref(c, common.staff(c), True), p=c.phone())
    n.ln()
    n.add(common.signoff(c, m1, "medic"), "\n")
    if r.random() < 0.3:
        n.ln("Tablet {d}; synced {dt} {t} from {ip}", d=c.device(), dt=c.date(c.d0, "iso"), t=tt[7], ip=c.ip())


def _spell(s):
    if not s.isascii() or not s.isalpha():
        return None
    return "-".join(s.upper())


def _spoken_date(c, d):
    r = c.rng
    ordn = words(d.day) if d.day < 20 else None
    k = r.randint(0, 3)
    mon = MONTHS[d.month - 1]
    if k == 0:
        return P("%s %d, %d" % (mon, d.day, d.year), "DATE")
    if k == 1:
        th = "th" if 10 <= d.day <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d.day % 10, "th")
        return ["the ", P("%d%s of %s %d" % (d.day, th, mon, d.year), "DATE")]
    if k == 2:
        return c.date(d, "md" if c.country != "AU" else "dmy")
    return P("%s %s" % (mon, ordn), "DATE") if ordn and ordn not in ("one", "two", "three") else P("%s %d" % (mon, d.day), "DATE")


def call_transcript(c, n):
    r = c.rng
    kind = r.choice(["pcc", "pcc", "nurseline", "dispatch"])
    ag = common.staff(c)
    cen = c.org("dispatch") if kind == "dispatch" else c.hospital(kind)
    lab = {"pcc": "SPI", "nurseline": "RN", "dispatch": "CT"}[kind]
    g = c.scen["grp"]
    self_call = g in ("adult", "work", "bite", "med") and c.age_y >= 16 and r.random() < 0.55
    n.ln(r.choice(["CALL TRANSCRIPT", "Transcript of recorded call", "VERBATIM TRANSCRIPT (auto + reviewed)"]))
    n.ln("{cen}   Rec: {rec}   {d} {t}   Duration {m}:{s}", cen=cen, rec=c.idnum("recording"), d=c.date(c.d0), t=c.time(style="colon"),
         m="%02d" % r.randint(2, 14), s="%02d" % r.randint(0, 59))
    n.ln("Agent: {a} ({lab})   Caller ANI: {p}", a=ag.nm(r.choice(["full", "init_sur"])), lab=lab, p=c.phone(ext=False))
    n.ln()
    sec = [0]

    def ts():
        sec[0] += r.randint(2, 14)
        return "[%02d:%02d]" % (sec[0] // 60, sec[0] % 60)

    greet = {"pcc": {"US": ["Poison Center, this is ", "Poison Control, my name is "], "CA": ["Poison Centre, this is ", "Poison Centre, my name is "],
                     "AU": ["Poisons Information, ", "Poisons Information Centre, this is "]}[c.country],
             "nurseline": ["Nurse line, this is ", "Thanks for calling, you're speaking with "],
             "dispatch": ["911, what's the address of your emergency? This is ", "Emergency, what is the exact address? This is "]}[kind]
    if c.country == "AU" and kind == "dispatch":
        greet = ["Ambulance, what is the address of the emergency? This is "]
    n.ln("{t} {L}: {g}{a}.", t=ts(), L=lab, g=r.choice(greet), a=ag.nm("given"))
    ptg = c.pt.nm("given")
    you = "you" if self_call else ("her" if c.sex == "F" else "him")
    who = c.pt if self_call else c.caller
    if kind == "dispatch":
        n.ln("{t} C: {s}", t=ts(), s=[c.street(), r.choice([", ", " in ", " "]), P(c.city, "CITY"), r.choice([" - please hurry", ", um", ""])])
        n.ln("{t} CT: And the phone number you're calling from?", t=ts())
        n.ln("{t} C: {p}", t=ts(), p=c.phone(ext=False))
        n.ln("{t} CT: Okay, and your name?", t=ts())
        n.ln("{t} C: {x}", t=ts(), x=who.nm(r.choice(["full", "given"])))
        n.ln("{t} CT: Okay tell me exactly what happened.", t=ts())
    else:
        kid = "daughter" if c.sex == "F" else "son"
        if self_call:
            op = {"adult": ["I think I took too many pills", "I drank something by accident", "I took something I shouldn't have"],
                  "work": ["I got something splashed on me at work", "I breathed in some fumes at work"],
                  "bite": ["I got bitten", "something stung me"], "med": ["I think I took my tablets twice", "I took the wrong tablets"]}[g]
        else:
            op = {"peds": ["I think my %s swallowed something" % kid, "my %s got into some tablets" % kid, "my little one ate something"],
                  "adult": ["my %s took a bunch of pills" % c.rel if c.rel not in ("friend", "neighbour", "roommate") else "my friend took something"],
                  "work": ["one of my workers got exposed to a chemical", "there's been a spill at work"],
                  "bite": ["my %s got bitten" % kid if c.age_y < 16 else "someone got bitten"],
                  "med": ["my mum took double her tablets" if c.sex == "F" else "my dad took double his tablets", "we gave the wrong medicine"]}[g]
        n.ln("{t} C: hi, um, yes, {x}", t=ts(), x=r.choice(op))
        n.ln("{t} {L}: Okay, I can help. Can I get your name?", t=ts(), L=lab)
        sp = _spell(who.surname)
        n.ln("{t} C: it's {n}{s}", t=ts(), n=who.nm(r.choice(["full", "full", "given"])) if not sp else who.nm("full"),
             s=[r.choice([", that's ", " - ", ", spelled "]), P(sp, who.kind)] if sp and r.random() < 0.4 else "")
        if self_call:
            n.ln("{t} {L}: And how old are you?", t=ts(), L=lab)
            n.ln("{t} C: {a}", t=ts(), a=P(str(c.age_y) if r.random() < 0.6 else words(c.age_y), "AGE"))
        else:
            n.ln("{t} {L}: And who is the patient, how old?", t=ts(), L=lab)
            a = [P(words(c.age_y) if c.age_y >= 2 else str(c.age_m), "AGE"), " months" if c.age_y < 2 else ""]
            she = "she's " if c.sex == "F" else "he's "
            n.ln("{t} C: {x}", t=ts(), x=[ptg, ", ", she, a])
        if r.random() < 0.6:
            n.ln("{t} {L}: And date of birth?", t=ts(), L=lab)
            n.ln("{t} C: {d}", t=ts(), d=_spoken_date(c, c.dob_d))
        n.ln("{t} {L}: What's the best number to call you back on?", t=ts(), L=lab)
        n.ln("{t} C: {p}", t=ts(), p=c.phone())
        n.ln("{t} {L}: And what happened?", t=ts(), L=lab)
    n.ln("{t} C: {e}", t=ts(), e=spoken_event(c, ptg, self_call))
    n.ln("{t} {L}: How much do you think, and what time?", t=ts(), L=lab)
    n.ln("{t} C: {a}, at like {tm}", t=ts(), a=r.choice(c.scen["amt"]), tm=c.time(style="ampm"))
    n.ln("{t} {L}: Any symptoms right now?", t=ts(), L=lab)
    n.ln("{t} C: {s}", t=ts(), s=story.sx(c))
    if kind != "dispatch" and r.random() < 0.7:
        n.ln("{t} {L}: {q}", t=ts(), L=lab, q="Are you feeling drowsy at all?" if self_call else
             "Is %s awake and breathing normally?" % ("she" if c.sex == "F" else "he"))
        n.ln("{t} C: {x}", t=ts(), x=r.choice(["no, I'm okay", "a bit", "not really"] if self_call else
                                               ["yeah, yeah, awake", "yes, just a bit sleepy", "yes breathing fine", "um I think so, yes"]))
        n.ln("{t} {L}: Any medical problems or regular medicines?", t=ts(), L=lab)
        n.ln("{t} C: {x}", t=ts(), x=r.choice(["no, nothing", "just " + story.meds(c), story.pmh(c), "asthma, the puffer sometimes"]))
    if kind != "dispatch" and r.random() < 0.5:
        gp = common.staff(c)
        n.ln("{t} {L}: Who's the regular doctor?", t=ts(), L=lab)
        n.ln("{t} C: {x}", t=ts(), x=[r.choice(["Dr ", "Dr. ", "doctor "]), gp.nm(r.choice(["surname", "full"])), r.choice([" at ", " from "]),
                                      c.hospital("clinic")])
    if kind != "dispatch" and r.random() < 0.4:
        n.ln("{t} {L}: And which town are you in?", t=ts(), L=lab)
        n.ln("{t} C: {x}", t=ts(), x=[r.choice(["", "we're in ", "out near "]), P(c.city, "CITY")] + ([", ", P(c.st, "STATE")] if r.random() < 0.4 else []))
    if r.random() < 0.5:
        n.ln("{t} {L}: About how much {q}?", t=ts(), L=lab, q=["do you weigh"] if self_call else ["does ", ptg, " weigh"])
        n.ln("{t} C: um about {w} kilos{x}", t=ts(), w="%d" % round(c.wt), x=r.choice(["", ", maybe less", " I think"]))
    if r.random() < 0.5:
        n.ln("{t} C: we're at {a}, is that close to {h}?", t=ts(), a=[P(c.city, "CITY")] if r.random() < 0.5 else [c.street()], h=c.hospital("hosp"))
    adv = story.advice(c)
    n.ln("{t} {L}: Okay. {a}", t=ts(), L=lab, a=r.choice(["So the advice is: ", "What I'd like you to do: ", "Here's the plan - "]) + adv + ".")
    if kind == "pcc" and r.random() < 0.6:
        n.ln("{t} {L}: I'll call you back at {tm} to check on {p}. If anything changes call {e}.", t=ts(), L=lab, tm=c.time(style="ampm"),
             p="you" if self_call else ptg, e=clin.T(c, clin.EMERG))
    if r.random() < 0.35:
        n.ln("{t} {L}: Can I email you our info sheet?", t=ts(), L=lab)
        n.ln("{t} C: yes it's {e}", t=ts(), e=c.email(who))
    n.ln("{t} C: okay thank you so much", t=ts())
    n.ln("[end of call]")
    n.ln()
    n.ln("Transcribed by {x} on {d}; reviewed {y}", x=common.staff(c).nm(r.choice(["full", "init_sur", "lower_initials"])),
         d=c.date(c.shift(r.randint(1, 20))), y=ag.nm("initials_nodot"))


def spoken_event(c, ptg, self_call=False):
    r = c.rng
    g = c.scen["grp"]
    sub = c.sub
    she = "she" if c.sex == "F" else "he"
    her = "her" if c.sex == "F" else "him"
    if g == "peds":
        k = r.randint(0, 2)
        if k == 0:
            return ["I just found ", her, " with the ", sub, ", ", she, " was in the ", r.choice(["bathroom", "pantry", "laundry", "garage"]),
                    " and I was only gone like ", str(r.choice([2, 5, 10])), " minutes"]
        if k == 1:
            nan = c.person("FAMILY", "F", origin=c.pt.origin)
            return ["we're at ", r.choice(["my mum's", "her nan's", "my sister's"]) if c.country != "US" else r.choice(["my mom's", "grandma's", "my sister's"]),
                    " place, ", nan.nm("given"), "'s, and ", ptg, " got into ", sub]
        return ["my older one said ", she, " ate some ", sub, " ", story.when(c)]
    subj = "I" if self_call else ptg
    if g == "adult":
        return [subj, r.choice([" took some of the ", " swallowed the ", " had a bunch of the "]), sub, " ", story.when(c)]
    if g == "work":
        boss = c.person("FAMILY")
        if self_call:
            return ["I work at ", c.org("employer"), " and I was ", r.choice(common.WORK_ACT.get(c.scen["key"], ["working"])), ", it's ", sub,
                    ", my boss ", boss.nm(r.choice(["given", "full"])), " told me to ring you"]
        return [ptg, " was ", r.choice(common.WORK_ACT.get(c.scen["key"], ["working"])), " here at ", c.org("employer"), ", it's ", sub]
    if g == "bite":
        return [r.choice(["we were out at ", "I was walking near ", "we're camping at "]), c.landmark(), " and ", subj, r.choice([" got ", " had a "]), sub]
    return ["the ", r.choice(["chemist", "pharmacy"]), " gave us ", sub, " and ", "I" if self_call else she, " took it ", story.when(c)]

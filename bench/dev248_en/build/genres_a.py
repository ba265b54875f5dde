"""Genres: poison centre case record, follow-up call log, nurse triage encounter, dispatch CAD record."""
import clin
import common
import places
import story
from note import P


def _hcf_caller(c):
    r = c.rng
    d = common.staff(c)
    h = c.hospital("hosp")
    c.ref_hosp = h
    role = r.choice(["nurse", "md"])
    return d, h, [d.nm(r.choice(["full", "init_sur", "full"])), common.cred(c, role), " - ",
                  r.choice(["ED at ", "ICU, ", "charge nurse, ", "triage, "] if role == "nurse" else ["ED at ", "ED physician, ", "ICU, "]), h]


def pcc_case(c, n):
    r = c.rng
    pcc = c.hospital("pcc")
    spi, spi2 = common.staff(c, 2)
    tt = common.times(c, 6)
    case = c.case_no()
    g = c.scen["grp"]
    spi_word = {"US": "SPI", "CA": "SPI", "AU": "PIS"}[c.country]
    if r.random() < 0.5:
        n.ln("{pcc}", pcc=pcc)
        n.ln(r.choice(["HUMAN EXPOSURE CASE RECORD", "Exposure Case Record", "CASE RECORD - HUMAN EXPOSURE", "Poison call record"]))
        n.ln("Case #: {case}    Opened: {d} {t}    {w}: {spi}", case=case, d=c.date(c.d0), t=tt[0], w=spi_word,
             spi=spi.nm(r.choice(["full", "init_sur", "initials_nodot"])))
    else:
        n.ln("{pcc} | case {case} | {d} {t}", pcc=pcc, case=case, d=c.date(c.d0, r.choice(["iso", "mdy2", "dash_mon", "dmy"])), t=tt[0])
        n.ln("Specialist: {spi}{cr}", spi=spi.nm("full"), cr=common.cred(c, "spi"))
    n.ln()
    hcf = r.random() < 0.25
    if hcf:
        d, h, pcs = _hcf_caller(c)
        n.ln("Caller: {x}   Ph: {ph}", x=pcs, ph=c.phone(ext=r.random() < 0.5))
        n.ln("Caller site: Health care facility")
    elif g in ("adult", "work") and r.random() < 0.4:
        n.ln("Caller: self   Ph: {ph}   Caller site: {s}", ph=c.phone(), s=r.choice(clin.CALLER_SITES))
    else:
        n.ln("Caller: {x}   Ph: {ph}", x=story.caller_pieces(c), ph=c.phone())
        n.ln("Caller site: {s}", s="Workplace" if g == "work" else r.choice(["Own residence", "Own residence", "Other residence", "Public area"]))
    n.ln("Patient: {pt}   Age: {age}   Sex: {sx}   Wt: {wt} kg", pt=common.pt_name(c), age=common.pt_age(c, r.choice(["y", "yr", "yrs", None])),
         sx=c.sex, wt="%g" % c.wt)
    if r.random() < 0.6:
        n.ln("DOB: {dob}", dob=c.date(c.dob_d))
    if r.random() < 0.5:
        n.ln("Pt location: {city}, {st} {z}", city=P(c.city, "CITY"), st=P(c.st, "STATE"), z=c.zipcode())
    else:
        n.ln("Address: {a}", a=c.address())
    if r.random() < 0.3:
        n.ln("County: {k}", k=c.county())
    n.ln()
    n.ln("Substance: {s}", s=c.sub)
    n.ln("Amount: {a}   Route: {rt}   Chronicity: {ch}", a=r.choice(c.scen["amt"]),
         rt=route(c), ch="acute-on-chronic" if c.scen["key"] in ("lithium", "ssri", "mtx") else "acute")
    n.ln("Reason: {x}", x=c.scen["reason"])
    n.ln("Time of exposure: ~{t}   Time of call: {t2}", t=tt[0], t2=tt[1])
    dc = clin.dose_calc(c, c.scen, c.wt)
    if dc:
        n.ln("Dose calc: {d}", d=dc)
    n.ln("Clinical effects at call: {s}", s=story.sx(c))
    n.ln("PMHx: {p}. Meds: {m}. Allergies: {a}", p=story.pmh(c), m=story.meds(c), a=story.allergies(c))
    n.ln()
    n.ln(r.choice(["Narrative:", "HPI:", "History:", "Notes:"]))
    n.add(story.event(c), " ")
    if r.random() < 0.5:
        n.add(story.social(c), " ")
    if r.random() < 0.3:
        n.add(story.travel(c), " ")
    n.ln(r.choice(["Caller calm and cooperative.", "Caller very anxious.", "Language line used (Spanish).",
                   "Poor line quality, called back x1.", "Caller hung up, re-established via callback."]))
    n.ln()
    n.ln("Recommendation: {a}. {x}", a=story.advice(c), x=story.negatives(c, r.randint(1, 2)))
    if hcf or r.random() < 0.5:
        h = getattr(c, "ref_hosp", None) or c.hospital("hosp")
        doc = common.staff(c)
        n.ln("Management site: {s} - {h}. Report given to {d} ({ph}).", s=r.choice(clin.SITES[1:3]), h=h,
             d=common.staff_ref(c, doc), ph=c.phone(ext=True))
        n.ln("Tox recs to HCF: {e}. Labs: {l}.", e=story.ed_mgmt(c), l=clin.labs(c, c.scen["labs"]))
    else:
        n.ln("Management site: On site (non-HCF). Caller agrees with plan; will call back if {s}.",
             s=r.choice(["vomiting", "any drowsiness", "new symptoms", "difficulty breathing", "child not acting normally"]))
    n.ln()
    n.ln(r.choice(["Follow-up:", "F/U calls:", "Follow-ups"]))
    for i in range(r.randint(1, 3)):
        dd = c.shift(r.choice([0, 0, 1, 1, 2]))
        who = r.choice([spi, spi2])
        n.ln("  {d} {t} - {w}: {txt}", d=c.date(dd, r.choice(["md", "mdy2", "mon_d", "dmy" if c.country == "AU" else "mdy"])),
             t=tt[min(2 + i, 5)], w=who.nm(r.choice(["initials_nodot", "init_sur", "given"])),
             txt=r.choice(["spoke w/ caller, pt well, eating and drinking", "no answer, VM left",
                           "pt at HCF, level pending", "sx resolved", "spoke with bedside RN, stable on monitor",
                           "caller reports " + story.sx(c)]))
    n.ln("Medical outcome: {o}", o=outcome(c))
    n.ln("Closed {d} by {s}", d=c.date(c.shift(r.randint(0, 3))), s=spi2.nm(r.choice(["full", "init_sur", "last_first"])))
    if r.random() < 0.4:
        common.audit_footer(c, n, [spi, spi2][: r.randint(1, 2)])


def followup_log(c, n):
    r = c.rng
    spi, spi2, spi3 = common.staff(c, 3)
    case = c.case_no()
    pcc = c.hospital("pcc")
    n.ln(r.choice(["FOLLOW-UP CALL LOG", "Follow-up log", "F/U LOG", "Case follow-up notes"]) + "  {pcc}", pcc=pcc)
    n.ln("Case {case}  Pt: {pt} ({age} {sx})  Exp: {s}", case=case, pt=c.pt.nm(r.choice(["LAST_FIRST", "full", "last_first", "initials"])),
         age=common.pt_age(c, r.choice(["y", "sex", None])) if c.age_y >= 3 else common.pt_age(c), sx=c.sex, s=c.sub)
    if r.random() < 0.6:
        n.ln("Caller {cl}  CB {ph}", cl=story.caller_pieces(c), ph=c.phone())
    h = c.hospital("hosp")
    if r.random() < 0.3:
        stem = r.choice(places.NAMED_STEMS)
        hs = [P(stem, "HOSPITAL"), r.choice([" ED", " Peds ED", " emerg"])] if r.random() < 0.6 else P(stem + " General", "HOSPITAL")
    else:
        hs = h
    n.ln("Initial call {d} {t}, {w}. {x}{h}", d=c.date(c.d0), t=c.time(), w=spi.nm("init_sur"),
         x=r.choice(["Referred to ", "Already at ", "Advised home obs; later presented to "]), h=hs)
    n.ln("Initial assessment: {s}. Plan: {a}. {x}", s=story.sx(c), a=story.advice(c), x=story.negatives(c))
    n.ln()
    k = r.randint(5, 8)
    tt = common.times(c, k)
    day = 0
    nurses = [common.staff(c) for _ in range(3)]
    for i in range(k):
        if i and r.random() < 0.35:
            day += 1
        dd = c.shift(day)
        who = r.choice([spi, spi2, spi3])
        bed_nurse = r.choice(nurses)
        n.f("#{i} {d} {t} {w}: ", i=str(i + 1), d=c.date(dd, r.choice(["md", "mdy2", "mon_d", "wd_md", "iso"])), t=tt[i],
            w=who.nm(r.choice(["initials_nodot", "init_sur", "given", "init_sur_nodot"])))
        j = r.randint(0, 7)
        if j == 0:
            n.ln("Called {h}, spoke w/ {rn}{cr}. Pt in bed {b}. VS: {v}.", h=hs, rn=bed_nurse.nm(r.choice(["full", "given", "init_sur"])),
                 cr=common.cred(c, "nurse"), b=c.bed(), v=clin.vitals(c, c.age_y, r.randint(0, 2)))
        elif j == 1:
            n.ln("Lab results: {l}. {d}", l=clin.labs(c, c.scen["labs"], r.choice([4, 6, 8, 12])),
                 d=r.choice(["Below treatment line.", "Discussed w/ tox on call.", "Repeat in 4 h.", "Normal."]))
        elif j == 2:
            tox = common.staff(c)
            n.ln("Tox consult: {t} - {m}. Recs relayed to Dr {e}.", t=common.staff_ref(c, tox, True, ["surname", "full"]),
                 m=story.ed_mgmt(c), e=common.staff(c).nm("surname"))
        elif j == 3:
            n.ln("No answer at {ph}; left VM requesting callback to {p2}.", ph=c.phone(), p2=c.phone(ext=True))
        elif j == 4:
            n.ln("Spoke w/ {cl}: {s}. {x}", cl=c.caller.nm(r.choice(["given", "full", "init_sur_nodot"])), s=story.sx(c),
                 x=r.choice(["Reassured.", "Advised to present to ED if worse.", "Eating/drinking normally.", "Back to baseline."]))
        elif j == 5:
            n.ln("Pt transferred to {h2} {w} (rm {rm}) for {why}.", h2=c.hospital("hosp"), w=c.hospital("ward"), rm=c.room(),
                 why=r.choice(["ongoing NAC", "PICU obs", "telemetry", "psych hold", "dialysis"]))
        elif j == 6:
            n.ln("Pt discharged home per {rn}. {e}", rn=bed_nurse.nm(r.choice(["full", "given"])),
                 e=r.choice(["F/u with PCP in 1 wk.", "Psych cleared.", "Given return precautions.", "No further f/u needed."]))
        else:
            n.ln("ECG {e}. Vitals {v}.", e=r.choice(["NSR, QTc 446", "sinus tach 128, QRS 96", "unchanged", "QRS 104, R' aVR 3 mm"]),
                 v=clin.vitals(c, c.age_y, 1))
    n.ln()
    n.ln("Outcome: {o}. Case closed {d} ({w}).", o=outcome(c), d=c.date(c.shift(day + r.randint(0, 2)), r.choice(["md", "mdy_pad", "iso", "dmy"])),
         w=spi.nm(r.choice(["initials_nodot", "full"])))
    if r.random() < 0.3:
        common.audit_footer(c, n, [spi, spi3])


def nurse_triage(c, n):
    r = c.rng
    line = c.hospital("nurseline")
    nurse = common.staff(c)
    enc = c.account()
    tt = common.times(c, 3)
    n.ln("{line} - Telephone Triage Encounter", line=line)
    n.ln("Encounter #: {e}   Date: {d}   Start {t0}  End {t1}", e=enc, d=c.date(c.d0), t0=tt[0], t1=tt[2])
    n.ln("Triage RN: {rn}{cr}{lic}", rn=nurse.nm(r.choice(["full", "full_mi", "last_first"])), cr=common.cred(c, "nurse"),
         lic=[" Lic ", c.license("prof")] if r.random() < 0.4 else "")
    n.ln()
    self_call = c.age_y >= 16 and r.random() < 0.6
    n.ln("Caller: {x}", x="patient (self)" if self_call else story.caller_pieces(c, ["full", "full_mi", "given_init"]))
    if not self_call and r.random() < 0.5:
        n.ln("Caller age: {a}", a=c.age(c.caller_age, r.choice(["y", "yrs", "yo"])))
    for ln in common.demo_block(c, extra=0.8):
        n.add(ln, "\n")
    if r.random() < 0.5:
        gp = common.staff(c)
        n.ln("PCP: {d} - {cl}, fax {fx}", d=common.staff_ref(c, gp, True), cl=c.hospital("clinic"), fx=c.fax())
    if c.country == "US" and r.random() < 0.12:
        n.ln("SSN: {s}", s=c.ssn())
    if r.random() < 0.15:
        n.ln("Caller authenticated by voice ID {b}", b=c.bioid())
    if r.random() < 0.25:
        n.ln("Email (for care advice): {e}", e=c.email(c.pt if self_call else c.caller))
    n.ln()
    g = c.scen["grp"]
    rs = {"peds": (["possible poisoning", "ingestion", "swallowed something"], ["Poisoning (Pediatric)", "Swallowed Foreign Object"]),
          "adult": (["overdose", "ingestion", "possible poisoning"], ["Poisoning - Adult", "Overdose", "Suicide Concerns"]),
          "work": (["chemical exposure", "fumes at work", "splash injury"], ["Chemical Exposure - Skin/Eye", "Breathing Difficulty", "Smoke/Fume Inhalation"]),
          "bite": (["bite/sting", "animal bite", "insect sting"], [BITE_PROT.get(c.scen["key"], "Insect Bite")]),
          "med": (["took wrong medication", "medication question", "double dose"], ["Medication Question", "Medication Error", "Poisoning - Adult"])}[g]
    n.ln("Reason for call: {x}", x=r.choice(rs[0]))
    n.ln("Protocol: {p}", p=r.choice(rs[1]))
    n.add("S: ", story.event(c), " ", "Currently: ", story.sx(c), ".\n")
    n.ln("Hx: {p}; meds {m}; allergies {a}. {x}", p=story.pmh(c), m=story.meds(c), a=story.allergies(c), x=story.negatives(c))
    n.ln("Acuity: {a}", a=r.choice(["CTAS 2", "CTAS 3", "ESI 2", "ESI 3", "ATS 3", "emergent", "urgent", "non-urgent"]))
    if r.random() < 0.2:
        n.add(story.travel(c), "\n")
    n.ln("Key questions:")
    for q in r.sample(["Difficulty breathing? N", "Unresponsive/hard to wake? N", "Seizure? N", "Chest pain? N",
                       "Vomiting? " + r.choice("YN"), "Drooling or trouble swallowing? " + r.choice("YN"),
                       "Acting normally? " + r.choice("YN"), "Pregnant? N/A", "Rash/hives? N", "Fever? N",
                       "Swelling spreading from bite? " + r.choice("YN")], r.randint(4, 7)):
        n.ln("- {q}", q=q)
    pcc = c.hospital("pcc")
    adv = story.advice(c)
    if r.random() < 0.6:
        spi = common.staff(c)
        n.ln("Conferenced with {pcc} ({w} {s}) at {t}: {a}.", pcc=pcc, w=r.choice(["SPI", "specialist", "RN"]),
             s=spi.nm(r.choice(["full", "init_sur", "given"])), t=tt[1], a=adv)
    ems = any(w in adv for w in ("EMS", "911", "000", "ambulance", "call emergency", "PIB"))
    urgent = ems or any(w in adv for w in ("ED", "hospital", "PEP", "antivenom", "same day"))
    if ems:
        disp = "Call EMS 911 now" if c.country != "AU" else "Call 000 now"
    elif "same day" in adv:
        disp = "See PCP today" if c.country != "AU" else "See GP today"
    elif urgent:
        disp = r.choice(["Go to ED now", "Go to ED now (by car)"])
    else:
        disp = r.choice(["See PCP within 24 h", "Home care", "Home care", "Call Poison Center"] if c.country != "AU" else
                        ["See GP within 24 h", "Home care", "Home care", "Contact Poisons Information Centre"])
    n.ln("Disposition: {d}. {x}", d=disp, x=(r.choice(["Warm transfer to " + clin.T(c, clin.EMERG) + ".", "EMS activated by RN.", "Caller hung up to call."]) if disp.startswith("Call")
                                              else r.choice(["Caller agrees.", "Caller disagrees - wants to wait; advised of risks.",
                                                             "Caller will drive pt.", "Care advice read back."])) if urgent else
         r.choice(["Caller agrees.", "Care advice read back.", "Caller reassured."]))
    if disp.startswith("Go to ED"):
        n.ln("Destination: {h}, {a}", h=c.hospital("hosp"), a=[P(c.city, "CITY"), " ", P(c.st, "STATE")])
    n.ln("Care advice given per protocol; callback {ph} if worse. {x}", ph=c.phone(ext=True),
         x=r.choice(["Interpreter used (Vietnamese).", "", "Call recorded.", "Pt verified via DOB + address."]))
    if r.random() < 0.5:
        n.ln("Callback scheduled {d} {t} to {ph}.", d=c.date(c.shift(1), r.choice(["md", "wd_short", "mon_d", "weekday"])),
             t=c.time(), ph=c.phone())
    n.ln()
    n.add(common.signoff(c, nurse, "nurse"), "\n")
    if r.random() < 0.35:
        common.audit_footer(c, n, [nurse], p_ip=0.6)


BITE_PROT = {"dogbite": "Animal or Human Bite", "catbite": "Animal or Human Bite", "bat": "Animal Bite - Rabies Risk",
             "rattlesnake": "Snake Bite", "snake2": "Snake Bite", "marine": "Sting - Marine", "bees": "Bee or Wasp Sting",
             "widow": "Spider Bite", "funnelweb": "Spider Bite", "tick": "Tick Bite", "scorpion": "Sting - Scorpion/Marine"}
CARDS = {"23-C-1": "23 - Overdose/Poisoning (Ingestion)", "23-D-1": "23 - Overdose/Poisoning (Ingestion)",
         "23-O-1": "23 - Overdose/Poisoning (Ingestion)", "8-D-1": "8 - Carbon Monoxide/Inhalation/HAZMAT",
         "8-C-1": "8 - Carbon Monoxide/Inhalation/HAZMAT", "2-D-1": "2 - Allergies/Envenomations",
         "2-A-1": "2 - Allergies/Envenomations", "2-C-1": "2 - Allergies/Envenomations",
         "3-B-1": "3 - Animal Bites/Attacks", "3-A-1": "3 - Animal Bites/Attacks"}


def dispatch(c, n):
    r = c.rng
    ct, dsp = common.staff(c, 2)
    cen = c.org("dispatch")
    cad = c.cad_no()
    base = r.randint(0, 1380)
    t = []
    steps = [(0, 0), (0, 2), (0, 2), (4, 16), (1, 5), (6, 25), (7, 30)]
    for k in range(7):
        base += r.randint(*steps[k])
        t.append("%02d:%02d:%02d" % (base // 60 % 24, base % 60, r.randint(0, 59)))
    card = c.scen["card"]
    cap = r.random() < 0.4
    n.ln("{cen} - CAD INCIDENT DETAIL", cen=cen)
    n.ln("Incident: {cad}   Rcvd: {d} {t}   Disc: EMS   Pri: {p}", cad=cad, d=c.date(c.d0, r.choice(["mdy_pad", "iso", "dmy", "mdy2"])),
         t=t[0], p=r.choice(["1", "2", "3", "E", "P1"]))
    n.ln("Call-taker: {a} (ID {id})   Dispatcher: {b}", a=ct.nm(r.choice(["LAST_FIRST", "init_sur", "full"])), id=c.idnum("staff"),
         b=dsp.nm(r.choice(["LAST_FIRST", "init_sur", "full"])))
    n.ln("ANI: {ph}   Class: {cl}", ph=c.phone(ext=False), cl=r.choice(["WPH2", "RESD", "VOIP", "WPH1", "BUSN"]))
    n.ln("Location: {a}   Apt/Bldg: {u}", a=[c.street(), ", ", P(c.city.upper() if cap else c.city, "CITY")],
         u=r.choice(["-", "-", "rear unit", "upstairs"]))
    if r.random() < 0.6:
        n.ln("X-St: {a} / {b}", a=c.street_name(), b=c.street_name())
    if r.random() < 0.3:
        n.ln("Common place: {l}", l=c.landmark())
    n.ln("Caller: {x}   CB#: {ph}", x=c.caller.nm("LAST_FIRST") if r.random() < 0.5 else story.caller_pieces(c), ph=c.phone())
    n.ln("Chief complaint: {cc}", cc=CARDS.get(card, "23 - Overdose/Poisoning"))
    n.ln("Determinant: {d}   Response: {rsp}", d=card, rsp=r.choice(["HOT", "COLD", "Lights/siren", "Routine", "Priority 1"]))
    n.ln()
    n.ln("Key questions ({v}):", v=r.choice(["ProQA Paramount 13.3", "MPDS v13.1", "ProQA 13.2"]))
    kq = [["Pt age: ", common.pt_age(c, r.choice(["y", "yrs", "years"]) if c.age_y >= 2 else None)] if not (c.age_y >= 20 and r.random() < 0.2)
          else ["Pt age: approx ", P("%d0s" % (c.age_y // 10), "AGE"), " per caller"],
          ["Gender: ", r.choice(["Female", "Male"]) if c.sex else ""],
          ["Conscious: ", r.choice(["Yes", "Yes", "No"])], ["Breathing: ", r.choice(["Yes", "Yes", "Uncertain"])],
          ["Intentional: ", "Yes" if "Intentional" in c.scen["reason"] else "No"],
          ["Substance: ", c.sub], ["Amount: ", r.choice(c.scen["amt"])], ["Time of exposure: ", c.time()],
          ["Violent/weapons: ", "No"], ["Changing color: ", r.choice(["No", "Unk"])]]
    for q in kq:
        n.add(" - ", q, "\n")
    n.ln()
    n.ln("Units: {u}", u=", ".join(r.sample(["M14", "M22", "E7", "E31", "Medic 5", "A231", "R4", "BLS 9", "ALS 12", "SQ 3", "Car 1"], r.randint(1, 3))))
    n.ln("Times: dispatched {a}  enroute {b}  on scene {c}  pt contact {d}  transport {e}", a=t[1], b=t[2], c=t[3], d=t[4], e=t[5])
    dest = c.hospital("hosp")
    n.ln("Dest: {h}   Arrived: {t}", h=dest, t=t[6])
    n.ln()
    n.ln("Remarks:")
    rem = [["CALLER STATES " if cap else "Caller states ", story.event(c)],
           ["PAI GIVEN - " if cap else "PAIs given: ", r.choice(["do not induce vomiting", "gather all pill bottles/containers",
                                                                   "keep pt still, limb at heart level", "unlock door, secure pets",
                                                                   "turn off engine, get everyone outside", "rinse mouth"])],
           ["Poison centre conferenced - ", c.hospital("pcc"), " (", common.staff(c).nm(r.choice(["given", "init_sur"])), ")"],
           [r.choice(["PD requested for welfare", "FD staged", "Law on scene", "HAZMAT notified"])],
           ["2ND CALL FROM " if cap else "2nd call from ", c.person("FAMILY").nm(r.choice(["full", "LAST_FIRST"])), " at ", c.phone(),
            r.choice([" - neighbour", " - same incident", " - bystander"])]]
    r.shuffle(rem)
    for i, x in enumerate(rem[: r.randint(3, 5)]):
        n.add(t[min(i, 6)], " [", ct.nm(r.choice(["initials_nodot", "initials3"])), "] ", x, "\n")
    if r.random() < 0.3:
        n.ln("Vehicle on scene: {v} ({col})", v=c.plate(), col=r.choice(["silver sedan", "white ute", "blue ute", "red hatchback"] if c.country == "AU" else ["silver sedan", "blue pickup", "red hatchback", "white SUV"]))
    if r.random() < 0.5:
        n.ln("Recording: {rec}  Position {p}", rec=c.idnum("recording"), p=str(r.randint(1, 24)))
    if r.random() < 0.3:
        common.audit_footer(c, n, [ct, dsp], p_ip=0.7)


def route(c):
    g = c.scen["grp"]
    k = c.scen["key"]
    if g == "bite":
        return "bite/sting"
    if k in ("co", "chlorine", "ammonia", "phosphine", "h2s", "dcm", "isocyanate"):
        return "inhalation"
    if k in ("hf", "cement", "cyanide"):
        return "dermal"
    if k in ("pepper", "formalin"):
        return c.rng.choice(["ocular", "ocular, inhalation"])
    return "ingestion"


def outcome(c):
    s = " ".join(c.scen["sx"]) if isinstance(c.scen["sx"], list) else c.scen["sx"]
    r = c.rng
    if "no symptoms" in s or "asymptomatic" in s:
        return r.choice(["No effect", "No effect", "Not followed, minimal clinical effects possible", "Minor effect"])
    return r.choice(["Minor effect", "Moderate effect", "Moderate effect", "Major effect", "Unable to follow, judged potentially toxic"])

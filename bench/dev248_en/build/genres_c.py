"""Genres: callback summary to primary care, quality review of a call, medication error call record."""
import clin
import common
import story
from note import P

CONF = ["CONFIDENTIALITY NOTICE: This fax contains health information. If received in error, notify the sender and destroy.",
        "Privileged & confidential. If you are not the intended recipient please call the number above.",
        "This communication may contain personal health information protected by law."]


def callback_pcp(c, n):
    r = c.rng
    pcc = c.hospital("pcc")
    spi = common.staff(c)
    gp = common.staff(c)
    clinic = c.hospital("clinic")
    k = c.case_no()
    lett = r.random() < 0.5
    n.ln("{pcc}", pcc=pcc)
    if r.random() < 0.6:
        n.ln("{a}", a=c.address(row=c.other_city()))
    n.ln("Tel {p}   Fax {f}{w}", p=c.phone(mobile=False), f=c.fax(), w=["   ", c.url()] if r.random() < 0.3 else "")
    n.ln()
    n.ln(r.choice(["FAX - CALLBACK SUMMARY TO PRIMARY CARE", "Notification to family physician", "GP NOTIFICATION LETTER",
                   "Primary care follow-up summary"]))
    n.ln("Date: {d}", d=c.date(c.shift(r.randint(1, 4)), r.choice(["long", "dmonY", "mdy_pad" if c.country == "US" else "dmy"])))
    n.ln("To: {g}, {cl}   Fax: {f}", g=common.staff_ref(c, gp, True, ["full", "init_sur"]), cl=clinic, f=c.fax())
    n.ln("From: {s}{cr}   Pages: {p}", s=spi.nm("full"), cr=common.cred(c, "spi"), p=str(r.randint(1, 3)))
    hp = {"US": "Ins ID", "CA": "HCN", "AU": "Medicare"}[c.country]
    n.ln("RE: {pt}   DOB {d}   {h} {x}", pt=c.pt.nm(r.choice(["full", "LAST_FIRST", "full_mi"])), d=c.date(c.dob_d), h=hp, x=c.healthplan())
    n.ln("Our ref: {k}", k=k)
    n.ln()
    if lett:
        n.ln("Dear Dr {s},", s=gp.nm("surname"))
        n.ln()
        n.add("Your patient ", c.pt.nm(r.choice(["full", "given_init"])), " (", common.pt_age(c, r.choice(["year-old", "yo", "y"])) if c.age_y >= 2
              else common.pt_age(c), ") was the subject of a call to our centre on ", c.date(c.d0, r.choice(["long", "d_month", "mon_d", "wd_full"])),
              " at ", c.time(style="ampm"), ". ")
    else:
        n.add("Summary: call received ", c.date(c.d0), " ", c.time(), " re ", c.pt.nm(r.choice(["full", "initials", "given"])), ", ",
              common.pt_age(c), ". ")
    n.add(story.event(c), "\n")
    if r.random() < 0.2:
        n.add(story.travel(c), "\n")
    n.add("\n")
    n.ln("Clinical course: {s}. {y} {x}", s=story.sx(c), y=story.negatives(c), x=r.choice(["Managed at home with phone follow-up.", "Assessed in ED and discharged.",
                                                                "Admitted for observation.", "Did not attend ED despite advice."]))
    if r.random() < 0.5:
        h = c.hospital("hosp")
        n.ln("Seen at {h} on {d}; results: {l}.", h=h, d=c.date(c.shift(r.choice([0, 1])), r.choice(["md", "mon_d", "d_mon"])),
             l=clin.labs(c, c.scen["labs"]))
    n.ln()
    n.ln("Suggested follow-up:")
    fu = {"peds": ["review within 1 week", "home safety: lock up medicines", "anticipatory guidance re: poison-proofing",
                   "check development / growth at next visit", "repeat LFTs in 48 h if symptomatic"],
          "adult": ["review within 1 week", "repeat LFTs/INR in 48-72 h", "mental health follow-up / safety plan",
                    "limit dispensing quantities", "review sedating medicines"],
          "work": ["consider referral to occupational medicine", "spirometry in 4-6 weeks", "review PPE / return-to-work plan",
                   "repeat skin check in 48 h"],
          "bite": ["check tetanus status", "wound review in 48 h", "watch for serum sickness 5-14 days post antivenom",
                   "complete rabies PEP schedule"],
          "med": ["medication review - consider blister packing", "deprescribe duplicate " + r.choice(["opioids", "sedatives", "antihypertensives"]),
                  "review dosing device / teach-back", "INR/renal function in 48-72 h"]}[c.scen["grp"]]
    for x in r.sample(fu, r.randint(2, min(4, len(fu)))):
        n.ln("- {x}", x=x)
    n.ln()
    n.ln("Family contact: {cl} {ph}", cl=story.caller_pieces(c), ph=c.phone())
    n.ln("Please contact us on {p} quoting case {k} if you have questions.", p=c.phone(ext=r.random() < 0.5), k=k)
    n.ln()
    n.add(r.choice(["Sincerely,\n", "Kind regards,\n", "Regards,\n", ""]), common.signoff(c, spi, "spi", prefix="", user=False), "\n")
    if r.random() < 0.4:
        n.ln("{e}", e=c.email(spi))
    n.ln()
    n.ln(r.choice(CONF))


QA_ITEMS = ["Case entry", "Address verification", "Callback number verification", "Chief complaint selection", "Key questions",
            "Pre-arrival instructions", "Post-dispatch instructions", "Final coding", "Customer service", "Documentation",
            "Exposure history", "Dose calculation", "Recommendation appropriate", "Follow-up plan"]


def qa_review(c, n):
    r = c.rng
    kind = r.choice(["dispatch", "pcc", "nurseline"])
    agent, rev, sup = common.staff(c, 3)
    cen = c.org("dispatch") if kind == "dispatch" else c.hospital(kind)
    qa = c.idnum("qa")
    n.ln(r.choice(["CALL QUALITY REVIEW", "Quality review of call", "QA/QI CASE REVIEW", "Clinical call audit"]))
    n.ln("Review #: {q}   Centre: {c}", q=qa, c=cen)
    n.ln("Call date: {d} {t}   Recording: {rec}", d=c.date(c.d0), t=c.time(style="colon"), rec=c.idnum("recording"))
    n.ln("Incident/case: {k}", k=c.cad_no() if kind == "dispatch" else c.case_no())
    n.ln("Staff reviewed: {a}{cr} (ID {i})", a=agent.nm(r.choice(["full", "LAST_FIRST", "init_sur"])),
         cr=common.cred(c, "disp" if kind == "dispatch" else r.choice(["spi", "nurse"])), i=c.idnum("staff"))
    n.ln("Reviewer: {b}   Review date: {d}", b=rev.nm(r.choice(["full", "init_sur"])), d=c.date(c.shift(r.randint(3, 40))))
    n.ln("Review type: {x}", x=r.choice(["random sample (3%)", "complaint", "sentinel event", "high-acuity audit", "new staff 90-day review",
                                          "requested by medical director"]))
    n.ln()
    n.ln("Call summary:")
    n.add(story.event(c), " ")
    n.ln("Pt {pt}, {a}; caller {cl} at {ph}.", pt=c.pt.nm(r.choice(["full", "initials", "init_sur", "LAST_FIRST"])), a=common.pt_age(c),
         cl=story.caller_pieces(c), ph=c.phone())
    if kind == "dispatch" or r.random() < 0.3:
        n.ln("Address given: {a}. Verified {v}.", a=[c.street(), ", ", P(c.city, "CITY")], v=r.choice(["yes", "no - map location differed", "on second ask"]))
    if kind == "dispatch":
        n.ln("Protocol: {p}, final determinant {d} (expected {e}).", p=r.choice(["MPDS v13.3", "ProQA Paramount"]), d=c.scen["card"],
             e=r.choice([c.scen["card"], "23-D-1", "23-C-1", "8-D-1"]))
    n.ln()
    n.ln("Timeline:")
    tms = sorted(r.sample(range(3, 420), 5))
    order = (["call answered", "address verified", "callback number verified", "chief complaint", "units assigned", "PAIs started",
              "call ended"] if kind == "dispatch" else
             ["call answered", "callback number verified", "substance identified", "dose calc completed", "recommendation given",
              "follow-up arranged", "call ended"])
    pick = sorted(r.sample(range(1, len(order) - 1), 3))
    steps = [order[0]] + [order[i] for i in pick] + [order[-1]]
    for t_, s_ in zip(tms, steps):
        n.ln("  {m}:{s} {x}", m=str(t_ // 60), s="%02d" % (t_ % 60), x=s_)
    n.ln()
    n.ln("Scores:")
    tot = []
    items = QA_ITEMS[:9] if kind == "dispatch" else [q for q in QA_ITEMS if q not in ("Pre-arrival instructions", "Post-dispatch instructions",
                                                                                   "Address verification", "Chief complaint selection")]
    for it in r.sample(items, r.randint(5, min(8, len(items)))):
        v = r.choice([100, 100, 100, 90, 80, 75, 50, 0])
        tot.append(v)
        n.ln("  {i}: {v}%", i=it, v=str(v))
    n.ln("Overall compliance: {v}% ({x})", v="%.1f" % (sum(tot) / len(tot)),
         x=r.choice(["high compliance", "compliant", "partial compliance", "low compliance", "meets standard", "below standard"]))
    n.ln()
    n.ln("Findings: {f}", f=r.choice(["Did not verify callback number before disconnect.", "Correct card and determinant; excellent PAIs.",
                                       "Delayed recognition of ineffective breathing (~40 s).", "Dose calculation error (used adult tab strength).",
                                       "Advised home obs appropriately; follow-up call not documented.", "Caller became hostile; de-escalation good."]))
    n.ln("Feedback given to {a} by {s} on {d}. {x}", a=agent.nm(r.choice(["given", "full", "init_sur"])), s=sup.nm(r.choice(["full", "init_sur"])),
         d=c.date(c.shift(r.randint(5, 50)), r.choice(["md", "mon_d", "d_mon", "mdy2"])),
         x=r.choice(["Acknowledged.", "Refresher training scheduled.", "No further action.", "Escalated to medical director."]))
    n.ln("Training recommendations: {x}", x=r.choice(["none", "review ProQA card 23 KQ sequence", "dose calc refresher (mg/kg, elemental iron)",
                                                        "CPR/PAI rehearsal", "documentation standards module", "cultural safety / interpreter use"]))
    if r.random() < 0.5:
        md = common.staff(c)
        n.ln("Medical director sign-off: {m} {d}", m=common.staff_ref(c, md, True, ["full", "init_sur"]), d=c.date(c.shift(r.randint(20, 60))))
    if r.random() < 0.35:
        n.ln("Agent console {w}, logged in as {u}", w=c.ip(), u=c.username(agent))
    if r.random() < 0.25:
        n.ln("Headset serial {d} replaced (static on recording).", d=c.device())
    if r.random() < 0.2:
        n.ln("Agent voiceprint enrolment ID {b} (call auth).", b=c.bioid())


def med_error(c, n):
    r = c.rng
    spi = common.staff(c)
    pcc = c.hospital("pcc")
    key = c.scen["key"]
    home = key == "wrong_pt"
    n.ln(r.choice(["MEDICATION ERROR - POISON CENTRE CALL RECORD", "Therapeutic error call", "Med error / incident call",
                   "Medication incident - advice record"]))
    n.ln("{pcc}   Case {k}   {d} {t}", pcc=pcc, k=c.case_no(), d=c.date(c.d0), t=c.time())
    n.ln("Specialist: {s}", s=spi.nm(r.choice(["full", "init_sur", "last_first"])))
    n.ln()
    if home:
        ch = getattr(c, "carehome", None) or c.hospital("carehome")
        c.carehome = ch
        rn = common.staff(c)
        n.ln("Caller: {rn}{cr}, {h}   Ph {p}", rn=rn.nm(r.choice(["full", "init_sur"])), cr=common.cred(c, "nurse"), h=ch, p=c.phone(ext=True))
        n.ln("Facility address: {a}", a=c.address())
        n.ln("Resident: {pt}   DOB {d}   Age {a}   Room {rm}", pt=c.pt.nm(r.choice(["LAST_FIRST", "full", "last_first"])), d=c.date(c.dob_d),
             a=common.pt_age(c, "y"), rm=c.room())
        n.ln("Facility ID/MRN: {m}", m=c.mrn())
    else:
        n.ln("Caller: {cl} ({ph})", cl="self" if c.age_y >= 16 and r.random() < 0.5 else story.caller_pieces(c), ph=c.phone())
        for ln in common.demo_block(c, extra=0.6):
            n.add(ln, "\n")
    n.ln()
    n.ln("Error type: {e}", e={"wrong_pt": "wrong patient", "double_dose": "extra dose (dosette)", "betablocker": "took spouse's medication",
                               "mtx": "wrong frequency (daily instead of weekly)", "peds_dose": "wrong concentration / dosing device"}.get(key, "other"))
    n.ln("Medication(s): {s}. Amount: {a}.", s=c.sub, a=r.choice(c.scen["amt"]))
    ph = c.hospital("pharmacy")
    n.ln("Dispensing pharmacy: {p}, ph {x}. Rx #{rx}.", p=ph, x=c.phone(), rx=c.idnum("order"))
    pres = common.staff(c)
    n.ln("Prescriber: {d}{lic}", d=common.staff_ref(c, pres, True, ["full", "init_sur", "surname"]),
         lic=[" (DEA ", c.license("dea"), ")"] if c.country == "US" and r.random() < 0.5 else
         ([" (prescriber no. ", c.license("prof"), ")"] if r.random() < 0.3 else ""))
    n.ln()
    n.add("Details: ", story.event(c), "\n")
    n.ln("Current status: {s}. Vitals: {v}", s=story.sx(c), v=clin.vitals(c, c.age_y, r.randint(0, 1)))
    n.ln("PMH: {p}. Regular meds: {m}.", p=story.pmh(c), m=story.meds(c))
    n.ln()
    n.ln("Recommendation: {a}. {x}", a=story.advice(c), x=story.negatives(c))
    if r.random() < 0.6:
        n.ln("Monitoring: {m}", m=r.choice(["BP/HR q1h x4 then q4h", "BGL q1h x6", "neuro obs q2h overnight", "falls precautions",
                                             "INR in 48 h via GP", "no monitoring required"]))
    if r.random() < 0.6:
        fam = c.person("FAMILY", surname=c.pt.surname if r.random() < 0.6 else None)
        n.ln("NOK notified: {rel} {f} ({p})", rel=r.choice(["daughter", "son", "wife", "husband", "POA"] if c.age_y >= 16 else ["mother", "father"]), f=fam.nm(r.choice(["full", "given"])), p=c.phone())
    if home and r.random() < 0.7:
        n.ln("Facility incident report #: {i}", i=c.idnum("incident"))
    gp = common.staff(c)
    n.ln("GP/PCP informed: {g} on {d}.", g=common.staff_ref(c, gp, True, ["surname", "full"]),
         d=c.date(c.shift(r.choice([0, 1])), r.choice(["md", "weekday", "mon_d", "d_mon"])))
    n.ln()
    n.add(common.signoff(c, spi, "spi"), "\n")
    if r.random() < 0.3:
        common.audit_footer(c, n, [spi])

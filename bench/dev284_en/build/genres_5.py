"""Genres: incident reports about missed pages; telephone encounters."""
import phi
import clinical as CL
import pools_places as PL
import pools_people as PP

SYSTEMS = ["SafeReport", "IncidentHub", "RiskLog Online", "QualityNet Reporting", "Safety Event Portal"]
PLANS_US = ["Keystone Mutual", "Prairie Shield PPO", "Lakeshore Health Plan", "Medicaid (state plan)",
            "Medicare Advantage - Harbor Senior", "Summit Choice HMO"]
PROTOCOLS = ["Schmitt-Thompson chest pain (adult) protocol", "Briggs telephone triage - headache",
             "Schmitt-Thompson fever (pediatric)", "local anticoagulation phone protocol",
             "NHS Pathways-style symptom checker", "post-op wound concern guideline"]


def _cause(r, c, n, doc, doc2, pt, t):
    k = r.randrange(7)
    if k == 0:
        n.f("Switchboard confirmed {} {} was allocated to {} on the rota; however {} had swapped the shift with {} "
            "on {} and the rota was not updated. {} was reached on mobile {} at {}.",
            c.V["pager"], c.pager(doc), c.nm(doc, "t_last"), c.nm(doc, "last"), c.nm(doc2, "t_full"),
            c.d(-r.randrange(2, 20)), c.nm(doc2, "t_last"), (doc2.mobile, "PHONE"), c.t(t + 26, "colon"))
        return "rota swap not reflected in switchboard directory"
    if k == 1:
        n.f("{} later reported the {} showed 'LOW BATT' and gave no alert. Device SN {}; battery last changed {} "
            "per equipment log.", c.nm(doc, "t_last"), c.V["pager"], (phi.device_id(r, "pager"), "DEVICE"),
            c.d(-r.randrange(20, 200)))
        return "pager battery failure, no low-battery escalation"
    if k == 2:
        n.f("{} was in the {} basement (radio dead spot, signal -{} dBm on survey of {}) and did not receive "
            "the message.", c.nm(doc, "t_last"), c.building(), str(r.randrange(92, 110)), c.d(-r.randrange(100, 700)))
        return "known coverage dead spot"
    if k == 3:
        n.f("The whiteboard on {} listed {} for the {} - an old number. The correct {} was {}.", c.ward(),
            c.pager(), doc.role, c.V["pager"], c.pager(doc))
        return "out-of-date number on ward whiteboard"
    if k == 4:
        n.f("{} was scrubbed in theatre {} and the {} was held by a theatre nurse ({}), who did not pass on the "
            "message.", c.nm(doc, "t_last"), (str(r.randrange(1, 12)), "LOCATION_OTHER"), c.V["pager"],
            c.nm(c.staff(doctor=False), "full"))
        return c.V["pager"] + " holder unavailable without handing over"
    if k == 5:
        n.f("Paging system outage {}-{} (vendor {} ticket {}); message queued on server {} and delivered late at {}.",
            c.t(t - 5, "colon"), c.t(t + 35, "colon"), (r.choice(PL.PAGING_VENDORS), "ORGANIZATION"),
            (phi.idnum(r, "ticket"), "IDNUM"), (phi.ipaddr(r), "IPADDR"), c.t(t + 37, "colon"))
        return "system outage, no downtime procedure invoked"
    n.f("The message was sent to the group '{}' instead of the individual {} of {}.", r.choice(
        ["All Surgical", "Ortho juniors", "Medical Take", "Nights - all"]), c.V["pager"], c.nm(doc, "t_last"))
    return "message routed to wrong group"


def gen_missed_page(r, c, n):
    rep = c.staff(doctor=False)
    doc = c.staff(doctor=True)
    doc2 = c.staff(doctor=True)
    pt = c.patient()
    op = c.staff(doctor=False, role="Operator")
    handler = c.staff(doctor=r.random() < 0.4, role="Handler")
    t = r.randrange(0, 1440)
    inc = -r.randrange(1, 10)
    n.ln("{} - Incident Report", r.choice(SYSTEMS))
    n.ln("Ref: {}   Status: {}", (phi.idnum(r, "incident"), "IDNUM"), r.choice(["Under review", "Closed", "Awaiting approval",
                                                                            "Investigation"]))
    n.ln("Reported: {} {} by {} ({}), ext {}, {}", c.d(0), c.t(r.randrange(0, 1440), "colon"), c.nm(rep, "full"), rep.role,
         c.ext(), c.email(rep))
    n.f("Incident date: {}  Time: {}  Location: {} > ", c.d(inc), c.t(t, "colon"), c.hosp_ref())
    if r.random() < 0.6:
        n.f("{} > ", c.building())
    n.f("{} > ", c.ward())
    n.w(c.bed())
    n.ln()
    n.ln("Category: Communication > {}   Harm: {}", r.choice(["Bleep/pager not answered", "Delay in escalation",
                                                           "Wrong person contacted", "Paging system failure"]),
         r.choice(["No harm", "Low harm", "Low harm", "Moderate harm", "Near miss"]))
    n.f("Patient: {}   ", c.nm(pt, r.choice(["LAST_First", "full"])))
    n.w(c.mrn_labelled(pt))
    n.f("   DOB {}   Age {}\n", c.dob(pt), (str(pt.age), "AGE"))
    n.ln()
    n.ln("Description:")
    n.f("At {} {} {} the {} ({} {}) regarding {} - {}. ", c.t(t, "colon"), c.nm(rep, r.choice(["t_last", "full"])),
        c.V["verbed"], doc.role, c.V["pager"], c.pager(doc), c.nm(pt, r.choice(["t_last", "initials", "full"])),
        CL.concern(r))
    n.f("No response. Re-{} at {} and {}. ", c.V["verbed"], c.t(t + 10, "colon"), c.t(t + 17, "colon"))
    n.f("Switchboard ({}) contacted. ", c.nm(op, r.choice(["first", "full"])))
    cause = _cause(r, c, n, doc, doc2, pt, t)
    n.f(" Patient was reviewed at {} by {}; {}.\n", c.t(t + r.randrange(30, 90), "colon"),
        c.nm(r.choice([doc, doc2]), "t_last"), r.choice(["no lasting harm", "transferred to HDU",
                                                          "required " + r.choice(CL.DRUGS), "family complained",
                                                          "K+ corrected, ECG normalised", "MET call avoided"]))
    if r.random() < 0.4:
        fam = c.family(pt)
        n.ln("Family aware: {} ({}) informed by {} on {}.", c.nm(fam, r.choice(["full", "t_full"])), fam.rel,
             c.nm(doc2, "t_last"), c.d(inc + r.randrange(0, 3)))
    n.ln()
    n.ln("Immediate actions:")
    n.ln("- Escalated to on-call consultant {} (mobile {})", c.nm(c.staff(doctor=True, role="Consultant"), "t_last"),
         c.phone(True))
    n.ln("- {} informed; site manager {} aware", c.V["op"].capitalize(), c.nm(c.staff(doctor=False), "full"))
    n.ln()
    n.ln("Investigation (handler {}, {}):", c.nm(handler, "full"), c.d(r.randrange(3, 20)))
    n.ln("- Paging log: msg {} sent {}, status DELIVERED, no ACK; msg {} re-sent {}.", (phi.idnum(r, "msg"), "IDNUM"),
         c.t(t, "sec"), (phi.idnum(r, "msg"), "IDNUM"), c.t(t + 10, "sec"))
    n.ln("- Contributing factor: {}.", cause)
    if r.random() < 0.5:
        n.ln("- Similar incidents: {}, {} (same ward, last 6 months).", (phi.idnum(r, "incident"), "IDNUM"),
             (phi.idnum(r, "incident"), "IDNUM"))
    n.ln()
    n.ln("Learning / actions:")
    for a in r.sample(["Switchboard directory to be updated within 1 h of any swap (owner: rota coordinator).",
                       "Pager battery check added to handover checklist.",
                       "Repeater to be installed - estates job raised.",
                       "Ward whiteboards to show role, not number.",
                       "Theatre bleep handover SOP reissued.",
                       "Downtime procedure: switchboard to ring mobiles after 5 min.",
                       "Reminder to escalate after 2 unanswered bleeps (15 min)."], 2):
        n.ln("- {}", a)
    n.ln("Feedback sent to reporter {} on {}.", c.nm(rep, "first"), c.d(r.randrange(15, 40)))


# ------------------------------------------------------------ telephone encounter
def gen_tel_encounter(r, c, n):
    pt = c.patient()
    nurse = c.staff(doctor=False)
    pcp = c.staff(doctor=True)
    fam = c.family(pt)
    us = c.c == "US"
    n.ln(r.choice(["Telephone Encounter", "TELEPHONE ENCOUNTER", "Telephone consultation", "Phone Note",
                   "Telephone Advice Record"]))
    n.f("{}   DOB: {}   ", c.nm(pt, r.choice(["LAST_First", "Last_First", "LAST_FIRST", "full"])), c.dob(pt))
    if pt.first in PP.NICKNAMES:
        n.f("(prefers \"{}\")   ", (PP.NICKNAMES[pt.first], "PATIENT"))
    n.w(c.mrn_labelled(pt))
    if us or c.c == "CA" or r.random() < 0.4:
        a, v = phi.split_label(phi.account(r, c.c))
        n.f("   {}{}", a, (v, "ACCOUNT"))
    n.ln()
    if us:
        n.ln("PCP: {}   Insurance: {}  Member ID {}  Group {}", c.nm(pcp, "t_full"), r.choice(PLANS_US),
             (phi.healthplan(r, "US"), "HEALTHPLAN"), (phi.healthplan(r, "US"), "HEALTHPLAN"))
        if r.random() < 0.7:
            n.ln("Registration note: SSN on file {} verified by caller", (phi.ssn(r, "US"), "SSN"))
    elif c.c == "AU":
        n.ln("GP: {} ({})   Medicare no. {}", c.nm(pcp, "t_last"), (c.gp_practice(), "HOSPITAL"),
             (phi.healthplan(r, "AU"), "HEALTHPLAN"))
    elif c.c == "CA":
        n.ln("Family physician: {}   Health card: {}", c.nm(pcp, "t_full"), (phi.healthplan(r, "CA"), "HEALTHPLAN"))
        if r.random() < 0.6:
            n.ln("SIN (for WSIB claim) {}", (phi.ssn(r, "CA"), "SSN"))
    elif c.c == "IE":
        n.ln("GP: {}, {}   Medical card: {}", c.nm(pcp, "t_last"), (c.gp_practice(), "HOSPITAL"),
             (phi.healthplan(r, "IE"), "HEALTHPLAN"))
        if r.random() < 0.6:
            n.ln("PPSN {}", (phi.ssn(r, "IE"), "SSN"))
    else:
        n.ln("GP: {}, {}", c.nm(pcp, "t_last"), (c.gp_practice(), "HOSPITAL"))
    if r.random() < 0.6:
        n.f("Pharmacy: {} - ", (c.pharmacy(), "HOSPITAL"))
        n.w(c.address())
        n.ln("  Ph {}  Fax {}", c.phone(False), c.fax())
    n.ln("Date/Time: {} {}    Taken by: {}", c.d(0, c.long_style()), c.t(r.randrange(480, 1140)), c.nm(nurse, "full_cred"))
    caller_pt = r.random() < 0.5
    if caller_pt:
        n.ln("Caller: patient   Callback: {}", c.phone())
        n.w("Identity checked: name, DOB and address (")
        n.w(c.address())
        n.ln(")")
    else:
        n.ln("Caller: {} ({}; {})   Callback: {}", c.nm(fam, r.choice(["full", "t_full"])), fam.rel,
             r.choice(["on HIPAA release" if us else "NOK", "POA", "consent on file", "patient present and agrees"]),
             (fam.phone, "PHONE"))
    n.ln()
    n.w("Reason for call: ")
    k = r.randrange(6)
    if k == 5 and caller_pt:
        k = 0
    if k == 0:
        n.ln("{} since {}. {}.", r.choice(["chest tightness", "palpitations", "worsening SOB", "new leg swelling"]),
             c.d(-r.randrange(1, 4), weekday=True), r.choice(["No syncope", "Mild nausea", "Worse lying flat"]))
        n.ln("Protocol: {}. Disposition: {}.", r.choice(PROTOCOLS), r.choice(["ED now", "call 911 if worsens" if us else
                                                                                "attend ED", "same-day appointment"]))
    elif k == 1:
        dev = r.choice(["dual-chamber pacemaker", "ICD", "loop recorder", "CRT-D"])
        n.ln("Remote monitor alert from {} (SN {}): {}.", dev, (phi.device_id(r, "implant"), "DEVICE"),
             r.choice(["AF burden 14%", "RV lead impedance out of range", "1 shock delivered 02:13",
                       "battery at ERI", "high-rate episode 12 s"]))
        n.ln("Pt asymptomatic; on {}. Device clinic slot booked {}.", r.choice(CL.DRUGS), c.d(r.randrange(1, 10)))
    elif k == 2:
        n.ln("INR {} (target 2-3) on warfarin {} mg. Advised hold 1 dose, then {} mg; recheck {}.",
             "%.1f" % (r.randrange(35, 80) / 10), str(r.randrange(2, 8)), str(r.randrange(1, 6)),
             c.dshort(r.randrange(2, 6)))
    elif k == 3:
        n.f("Pt works as a {} at {} and needs a ", (fam.job, "PROFESSION"), (r.choice(PL.ORGS_MISC), "ORGANIZATION"))
        n.ln("fitness-to-work note after admission {} to {}. Note sent via portal.", c.dshort(-r.randrange(3, 20)),
             c.dshort(-r.randrange(0, 3)))
    elif k == 4:
        n.ln("Post-op day {} ({}), wound {}. T {:.1f}. Advised {}.".replace("{:.1f}", "%.1f" % (r.randrange(365, 392) / 10)),
             str(r.randrange(2, 12)), r.choice(["lap chole", "TKR", "Hartmann's", "hernia repair", "C-section"]),
             r.choice(["red and hot", "oozing clear fluid", "healing, mild itch"]), r.choice(
                 ["wound check tomorrow", "GP review", "return to surgical assessment unit"]))
    else:
        n.f("{} called: {} ", fam.rel.capitalize(), c.nm(pt, "first"))
        n.f("more confused since {}, not eating. {} is a {} and has been staying over.\n", c.d(-r.randrange(1, 5), weekday=True),
            c.nm(fam, "first"), (fam.job, "PROFESSION"))
    n.f("Details: {}", " ".join(r.sample(CL.HPI_BITS, r.randrange(2, 5))))
    if r.random() < 0.3:
        n.f(" Returned from {} {} ago.", c.country_abroad(), r.choice(["5 days", "2 weeks", "10 days", "3/7"]))
    n.ln()
    n.ln("Meds reviewed: {}.", "; ".join(r.sample(CL.OUTPT_DRUGS, r.randrange(2, 6))))
    n.ln("Allergies: {}", r.choice(["NKDA", "penicillin (rash)", "codeine (vomiting)", "latex", "sulfa"]))
    if r.random() < 0.5:
        n.ln("Portal message sent to {} ({}). Ref {}.", c.email(pt), "verified", (phi.idnum(r, "order"), "IDNUM"))
    n.ln("Advice / plan:")
    for a in r.sample(CL.ADVICE, r.randrange(2, 4)):
        n.ln("- {}", a)
    rt = c.staff(doctor=True)
    n.ln("Routed to: {}   Priority: {}", c.nm(rt, r.choice(["t_full", "t_last", "full_cred"])), r.choice(["High", "Routine"]))
    n.ln("Electronically signed by {} {} {}", c.nm(nurse, r.choice(["full_cred", "full"])), c.d(0, "iso"),
         c.t(r.randrange(480, 1200), "colon"))
    if r.random() < 0.4:
        n.ln("Addendum {}: {} - spoke with {} on {}, {}.", c.d(r.randrange(0, 3)), c.nm(rt, "t_last"),
             c.nm(pt, "first"), c.phone(), r.choice(["plan agreed", "no answer x2, letter sent", "advised ED"]))

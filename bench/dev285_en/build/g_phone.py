"""Genre: telephone encounters (oxygen service nurse line, supplier
helpdesk, after-hours calls)."""
import phi
import clinical as CL
import common as CM
import pools_places as PP
from case import name, doc_ref
from nb import Note, P

GENRE = "telephone_encounter"

REASONS = [
    ("concentrator alarm", "Concentrator alarming (amber light, intermittent beep) since this am. Pt on backup cylinder at {F} L/min, {N} cylinders left."),
    ("low cylinders", "Running low on ambulatory cylinders - {N} left, uses ~2/day for hospital appts and shopping."),
    ("increased SOB", "More SOB x {D} days, green sputum, sats {S}% on {F} L. No chest pain. Rescue pack started yesterday."),
    ("holiday query", "Asking re oxygen for holiday; wants POC for flight. Travelling with {REL}."),
    ("smoking disclosure", "{REL} reports pt smoking again (approx {N}/day), sometimes with O2 on in the kitchen."),
    ("power cut", "Power cut in area since {T}. Concentrator off; pt using cylinder. Supplier informed re priority restoration register."),
    ("nosebleeds / dry nose", "Dry nose and minor epistaxis from cannula. Using Vaseline - ADVISED STOP (fire risk); water-based gel instead."),
    ("results", "Calling for results of overnight oximetry done last week."),
]


def _reason_text(rng, cs, tmpl):
    t = tmpl.replace("{F}", CL.flow(rng)).replace("{N}", str(rng.randint(1, 10))).replace("{D}", str(rng.randint(2, 6)))
    t = t.replace("{S}", str(rng.randint(82, 90))).replace("{T}", CM.clock(rng, 5, 20))
    if "{REL}" in t:
        a, b = t.split("{REL}", 1)
        return [a, cs.rel, " ", cs.fam_name(rng, "first"), b]
    return [t]


def nurse(rng, cs, n):
    rs, tmpl = rng.choice(REASONS)
    caller_is_fam = rng.random() < 0.45
    n.ln(rng.choice(["TELEPHONE ENCOUNTER", "Telephone Consultation - Home Oxygen Service", "PHONE NOTE", "Tel. contact record"]))
    n.ln("Date: ", cs.d(rng, style=rng.choice(["num", "wk", "iso", "short"])), "   Time: ", CM.clock(rng, 7, 21),
         "   Duration: ", str(rng.randint(3, 25)), " min   Call ", rng.choice(["in", "out", "IN", "OUT"]))
    n.ln("Patient: ", cs.pt_name(rng, rng.choice(["LF", "LFU", "full"])), "   DOB ", cs.dob_s(rng), "   ",
         rng.choice(["MRN", "Hosp no", "UR"]), " ", P(cs.mrn, "MRN"))
    if caller_is_fam:
        n.ln("Caller: ", cs.rel, " - ", cs.fam_name(rng, rng.choice(["full", "first"])), "  call-back ", P(cs.fam_phone, "PHONE"))
    else:
        n.ln("Caller: patient  call-back ", P(rng.choice([cs.home_phone, cs.mobile]), "PHONE"))
    k = rng.randint(0, 3)
    if k == 0:
        n.ln("ID check: name, DOB and first line of address (", P(cs.street, "STREET"), ") confirmed")
    elif k == 1:
        n.ln("ID verified by voice biometrics - voiceprint ", P(phi.bioid(rng, "voice"), "BIOID"))
    elif k == 2:
        n.ln("Identity confirmed (2 identifiers); consent to speak with ", cs.rel, " on file")
        if cs.c in ("US", "CA", "IE") and rng.random() < 0.5:
            n.w(CM.national_id(rng, cs))
    else:
        n.ln("ID: DOB + postcode ", P(cs.postcode, "ZIP"))
    n.ln("Reason: ", rs)
    n.ln("")
    n.ln("S: ", _reason_text(rng, cs, tmpl))
    n.ln("Current Rx: ", CL.flow(rng), " L/min ", CL.hours(rng), " h/day; ", rng.choice(CL.CONCENTRATORS), " + ", rng.choice(CL.POCS + ["cylinders"]))
    if rng.random() < 0.5:
        n.ln("PMH: ", CL.dx(rng)[0], ", ", ", ".join(CL.comorb(rng, 2)))
    n.ln("A/P: ")
    plan = {
        "concentrator alarm": ["Breakdown reported to " + "%SUP%" + ", job %JOB%", "advised use backup cylinder, do not exceed prescribed flow"],
        "low cylinders": ["top-up order placed (%SUP%)", "reminded to return empties"],
        "increased SOB": ["advised GP same-day review / OOH", "do NOT increase O2 above prescribed (hypercapnia risk)", "safety net: " + CM.emerg(cs) + " if drowsy/confused"],
        "holiday query": ["travel letter + HCT booked", "holiday delivery form sent to %SUP%"],
        "smoking disclosure": ["urgent home visit booked", "IHORM to be repeated", "discussed with consultant %CONS%"],
        "power cut": ["supplier to deliver extra cylinders", "added to priority services register"],
        "nosebleeds / dry nose": ["water-based gel", "consider humidification"],
        "results": ["ODI 4% reviewed with consultant %CONS%", "letter to follow"],
    }[rs]
    for p in plan:
        segs = []
        parts = p.replace("%SUP%", "\x00SUP\x00").replace("%JOB%", "\x00JOB\x00").replace("%CONS%", "\x00CONS\x00").split("\x00")
        for part in parts:
            if part == "SUP":
                segs.append(P(cs.supplier, "ORGANIZATION"))
            elif part == "JOB":
                segs.append(P(phi.job_no(rng), "IDNUM"))
            elif part == "CONS":
                segs += doc_ref(rng, cs.cons)
            elif part:
                segs.append(part)
        n.ln(" - ", segs)
    n.ln("Outcome: ", rng.choice([["resolved on call"], ["for callback tomorrow"], ["escalated"],
                                  ["home visit booked ", cs.d(rng, offset=rng.randint(1, 4), style=rng.choice(["wkdm", "dmon", "num"]))]]))
    n.ln("")
    n.ln(name(rng, cs.nurse, "DOCTOR", rng.choice(["full", "init", "LF"])), " ", cs.nurse.cred or "",
         rng.choice([[], ["  ext ", P(phi.phone(rng, cs.c, "pager"), "PHONE")], ["  bleep ", P(phi.phone(rng, cs.c, "pager"), "PHONE")]]))
    if rng.random() < 0.4:
        n.ln("Call ref ", P(phi.job_no(rng), "IDNUM"), "  |  encounter ", P(cs.acct, "ACCOUNT"))
    if rng.random() < 0.3:
        n.w(CM.audit(rng, cs))


def helpdesk(rng, cs, n):
    n.ln(P(cs.supplier, "ORGANIZATION"), " - ", rng.choice(["24h Helpline call log", "Customer Services call record", "Out-of-hours call"]))
    n.ln("Call ID: ", P(phi.job_no(rng), "IDNUM"), "   Agent: ", name(rng, cs.clerk, "DOCTOR", rng.choice(["first", "full"])),
         " (", P(phi.username(rng, cs.clerk.first, cs.clerk.last), "USERNAME"), ")")
    n.ln("Received: ", cs.d(rng), " ", CM.clock(rng, 0, 23), "  CLI: ", P(rng.choice([cs.home_phone, cs.mobile, cs.fam_phone]), "PHONE"))
    n.ln("Account: ", P(cs.acct, "ACCOUNT"), "   Name: ", cs.pt_name(rng, rng.choice(["LFU", "tfull"])))
    n.ln("Address on file: ", cs.addr(rng))
    n.ln("DPA passed: ", rng.choice([["Y (DOB + postcode)"], ["Y"], ["Y - voice ID ", P(phi.bioid(rng, "voice"), "BIOID")]]))
    n.ln("")
    issue = rng.choice(["no oxygen coming out of cannula - found tubing disconnected at humidifier; resolved",
                        "POC showing 'service soon' - swap booked",
                        "customer confused about which cylinder to use; talked through ZA regulator",
                        "alarm at night; engineer dispatched (4h SLA)",
                        "delivery query - driver didn't arrive; rebooked",
                        "reports smell of burning from concentrator - told to switch off, use backup, emergency swap raised"])
    n.ln("Issue: ", issue)
    if rng.random() < 0.5:
        n.ln("Engineer ", name(rng, cs.eng, "DOCTOR", "full"), " dispatched, van ", P(cs.van, "VEHICLE"), ", ETA ", CM.clock(rng))
    if rng.random() < 0.5:
        n.ln("Spoke also to ", cs.rel, " ", cs.fam_name(rng, "full"), " who will be at the property.")
    n.ln("Clinical escalation: ", rng.choice(["none", "HOS team emailed", "advised 999 - customer very SOB"]))
    n.ln("Closed ", CM.clock(rng), " ", rng.choice(["- FCR", "- awaiting engineer", "- callback due"]))


def oncall(rng, cs, n):
    n.ln(rng.choice(["After-hours call - respiratory on-call", "OOH phone advice", "Night nurse phone call"]))
    n.ln(cs.d(rng, style=rng.choice(["wkdm", "wk", "num"])), " ", CM.clock(rng, 0, 6), "   call from ", rng.choice(["patient", cs.rel]))
    n.ln("re: ", cs.pt_name(rng, rng.choice(["full", "LF", "initials"])), ", ", cs.age_phrase(rng), ", on home O2 ", CL.flow(rng), " L")
    n.w("Reports ", rng.choice(["sats 84% on pulse ox, feels 'normal'", "more confused per family, drowsy", "can't get cylinder to work",
                                 "concentrator making loud noise", "chest tightness"]), ". ")
    n.w(rng.choice(["Advised ", "Told to "]), rng.choice(["call " + CM.emerg(cs) + " now", "switch to cylinder and call supplier helpline", "recheck sats after 10 min rest"]),
        ". ")
    n.ln("")
    if rng.random() < 0.6:
        n.ln("Supplier helpline given: ", P(cs.sup_phone, "PHONE"))
    n.ln("For HOS team review in am. ", doc_ref(rng, cs.cons), " informed ", rng.choice(["at handover", "by email", "- no action"]), ".")
    n.ln(name(rng, cs.nurse2, "DOCTOR", rng.choice(["init", "full", "initials"])), rng.choice(["", " (on-call)"]), " pager ",
         P(phi.phone(rng, cs.c, "pager"), "PHONE"))


def gen(rng, cs):
    n = Note()
    k = rng.random()
    if k < 0.55:
        nurse(rng, cs, n)
    elif k < 0.8:
        helpdesk(rng, cs, n)
    else:
        oncall(rng, cs, n)
    return n

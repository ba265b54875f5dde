"""Hand trauma clinic review (follow-up) notes: free narrative variant of hand_trauma_clinic."""
from core import R, Note, pick, chance, digits, sample
from ident import add_days
from common import sp, pt_label, sig, random_time
from genres_a import bullets, trauma_clinic

DRIVE = {"UK": "no need to inform DVLA", "IE": "no need to inform the NDLS", "AU": "no need to notify the state licensing authority",
         "NZ": "no need to notify NZTA", "US": "no DMV notification needed", "CA": "no need to notify the provincial licensing office",
         "ZA": "no licensing notification needed", "SG": "no need to inform the Traffic Police"}


def lc1(s):
    return s[0].lower() + s[1:] if s[1:2].islower() else s


def trauma_followup(k):
    c, sc = k.c, k.sc
    op = sc["op"]
    operated = bool(op) and not sc["nonop"]
    n = Note("hand_trauma_clinic", k.code)
    wk = pick([1, 2, 3, 6])
    seen = add_days(k.op_date if operated else k.visit, 7 * wk + pick([-2, 0, 1, 3]))
    n.ln(("HOSPITAL", k.hosp.name), pick([" - Hand Trauma Clinic (review)", " | HTC follow-up", " - Hand Clinic Review", ""]))
    room = pick([None, "Clinic room", "Cubicle", None])
    doc = k.reg if chance(0.6) else k.cons
    n.ln("Date: ", ("DATE", c.d(seen, pick([None, "wk", "wklong"]))), "   Clinician: ", doc.ref(pick(["fl", "fi"])),
         ["   ", room, " ", ("LOCATION_OTHER", str(R.randrange(1, 15)))] if room else "")
    pt_label(n, k, compact=True)
    n.ln("")
    what = sp(k, op["title"]) if operated else "conservative management of " + sp(k, sc["dx"][0].lower() + sc["dx"][1:])
    when = ["(", ("DATE", c.d(k.op_date if operated else k.visit, pick([None, "daymon"]))), ")"]
    n.ln(pick(["Review ", "Seen for review ", "F/U "]), "%d/52 post " % wk, what, " ", when, ".")
    n.ln("")
    who = k.title_last()
    n.w(who, " attends ")
    if k.child or chance(0.4):
        n.w("with ", k.pt.his(), " ", k.nok_rel, " ", ("FAMILY", k.nok.n(pick(["first", "fl"]))), " ")
    n.w(pick(["today. ", "on time. ", "- ", "(late, bus delayed). "]))
    n.w(sp(k, pick(["Pain settled, off regular analgesia. ", "Still needing co-codamol at night. ", "Some stiffness but improving daily. ",
              "Frustrated with slow progress. ", "Pain 2/10. "])))
    if operated:
        n.w(pick(["Wound healing well; ", "Wound has healed; ", "Small area of delayed healing at the distal limb of the incision; "]),
            pick(["sutures removed today by ", "ROS done by ", "dressing changed by "]), ("DOCTOR", k.nurse.n(pick(["fl", "first"]))), " (", k.nurse.job, "). ")
    n.w(k.pt.he().capitalize(), " has been attending hand therapy at ", ("HOSPITAL", k.therapy_site.name), " with ", ("DOCTOR", k.ther.n(pick(["fl", "first"]))),
        " and is ", pick(["compliant with", "mostly compliant with", "struggling with"]), " the ", lc1(sc["splint"]["name"]), ". ")
    if k.employer and chance(0.6):
        n.w("Currently off work from ", ("ORGANIZATION", k.employer), "; ", pick(["fit note extended to ", "work certificate until ", "signed off until "]),
            ("DATE", c.d(add_days(seen, 14 * pick([1, 2])), pick([None, "long"]))), ". ")
    elif k.prof and not k.retired and chance(0.5):
        n.w(k.pt.he().capitalize(), " is a ", ("PROFESSION", k.prof), " and keen to get back. ")
    n.ln("")
    n.ln("")
    n.ln(pick(["O/E: ", "Exam: ", "Examination: "]), "; ".join(sample(["Wound healed", "Mild oedema", "Scar soft", "Tinel's advancing to mid-P1", "NVI",
                                                                        "Composite fist to within 1.5 cm of DPC", "Full extension", "Extensor lag 10°",
                                                                        "No malrotation", "TAM %d°" % R.randrange(120, 250), "Grip 60% of contralateral",
                                                                        "No signs of infection", "Early CRPS features: no"], 4)))
    if sc["key"] in ("mc_fracture", "phalanx_fracture", "distal_radius", "scaphoid", "bennett", "amputation", "mallet"):
        n.ln("XR today ", ("DATE", c.d(seen, pick(["daymon", None]))), ": ", pick(["metalwork satisfactory, no loss of reduction", "K-wires in situ, no migration", "united, hardware intact"] if operated else
                                                                                  ["maintained position, early callus", "united", "congruent joint, fragment unchanged"]), ".")
    n.ln("")
    n.ln("Plan:")
    items = [pick(["Continue protocol with hand therapy", "Wean orthosis over next 2/52", "Start light strengthening from 8/52", "Begin passive extension/blocking exercises"])]
    if sc["key"] in ("mc_fracture", "phalanx_fracture", "amputation", "bennett") and chance(0.5):
        items.append(["K-wire removal in clinic ", ("DATE", c.d(add_days(seen, 14)))])
    items.append("Driving: not in orthosis; %s" % DRIVE[k.code])
    items.append(pick([["Review ", ("DATE", c.d(add_days(seen, pick([14, 21, 28, 42]))))], "Review 4/52", "Discharge to hand therapy; open appointment 3/12", "PIFU - patient-initiated follow-up 6/12"]))
    bullets(n, k, items)
    n.ln("")
    sig(n, doc, k, date=seen)
    return n


def hand_trauma_clinic(k):
    if k.sc["op"] or chance(0.5):
        if chance(0.38):
            return trauma_followup(k)
    return trauma_clinic(k)

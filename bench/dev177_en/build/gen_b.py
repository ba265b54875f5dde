"""Genres: ED handover (IMIST-AMBO), patient transport booking list, crew shift report, clinical audit."""
import clin as C
import pools as P
from bits import (ALLERGY, age_pieces, crew, doc, fax, later, nurse, obs_line, pmh_date, scen, sign, typo)
from core import fmt_name, person, times


def imist(n):
    v = n.v
    s = scen(n)
    t = times(n.r, 3)
    if n.coin(0.3):
        # spoken / transcribed style
        n.x("{h1} ED - ambulance handover (transcribed) {evd} %s\n\n" % t[0])
        n.x("\"Hi, this is {pf2}, {he}'s ", pf2=v["ptitle"] if n.coin(0.3) else v["pfull"])
        n.w(age_pieces(n, spoken=True))
        n.t(", we were called to home for %s. %s. " % (s["cc"], s["hx"]))
        n.t("On arrival %s. Obs - %s. " % (s["find"], obs_line(n, s["sick"])))
        n.t("We've given %s. " % ", ".join(s["tx"][:3]))
        n.t("Allergies %s. Background %s. Meds %s. " % (n.ch(ALLERGY), s["bg"], s["meds"]))
        if n.coin(0.6):
            n.x("{He} lives with {his} {rel} {nokf}, {ph} is on the form. ", He=v["he"].capitalize(), ph=v["nokph"])
        if v["_adult"] and n.coin(0.4):
            n.x("{He} works as a {prof}. ", He=v["he"].capitalize())
        n.t("Any questions?\"\n\n")
        n.t("Received by ")
        n.w(nurse(n, 2))
        n.x(" - bay {bay}. Crew: ", bay=(str(n.r.randint(1, 24)), "LOCATION_OTHER"))
        n.w(crew(n, 0, "full"))
        n.t(" / ")
        n.w(crew(n, 1, "full"))
        n.x(" ({cs}). Case {inc}\n")
        return
    n.t(n.ch(["AMBULANCE HANDOVER - IMIST-AMBO\n", "ED Handover (IMIST AMBO)\n", "IMIST-AMBO HANDOVER TOOL\n"]))
    n.x("Facility: {h1} ED   Date: {evd}   Arr: %s   Unit: {cs}\n" % t[0])
    n.t("-" * 48 + "\n")
    n.x("I  Identification: {pany}, ")
    n.w(age_pieces(n))
    n.x(", DOB {dob}, {mrnlab} {mrn}\n")
    n.t("M  Mechanism / medical complaint: %s - %s\n" % (s["cc"], typo(n, s["hx"])))
    n.t("I  Injuries / information: %s\n" % s["find"])
    n.t("S  Signs: initial %s\n           latest %s\n" % (obs_line(n, s["sick"]), obs_line(n, False)))
    n.t("T  Treatment & trends: %s. %s\n" % ("; ".join(s["tx"]), n.ch(["improving", "pain improved 8 -> 4", "static",
                                                                       "GCS improving", "deteriorated en route"])))
    n.t("A  Allergies: %s\n" % n.ch(ALLERGY))
    n.t("M  Medications: %s\n" % s["meds"])
    n.t("B  Background: %s" % s["bg"])
    if n.coin(0.4):
        n.t(", ")
        n.w(pmh_date(n))
    n.t(". ")
    n.x("GP {gp} at {clinic}.\n", gp=doc(n, 3))
    n.x("O  Other: ")
    o = n.r.randint(0, 3)
    if o == 0:
        n.x("lives alone at {street}, {city}. NOK {rel} {nokfull} {nokph}.")
    elif o == 1:
        n.x("resident of {home}, EPOA = {rel} {nok}. ACP/ NFR form sighted.")
    elif o == 2 and v["_adult"]:
        n.x("{rel} {nok} on way in. Pt employed as {prof} with {org}.")
    elif o == 2:
        n.x("{rel} {nok} on way in. Attends {org}.")
    else:
        n.x("tourist from {abroad}, travel insurance details with {rel} {nokf}, ph {nokph}.")
    n.t(" Belongings: %s.\n" % n.ch(["phone + wallet", "glasses, hearing aids", "walking frame", "nil", "bag w/ meds"]))
    n.t("-" * 48 + "\n")
    n.x("Handover by {a} to ", a=crew(n, 0, n.ch(["full", "fl"])))
    n.w(nurse(n, 2))
    n.x(" at %s. Location: {loc}. ATS %d.\n" % (t[1], n.r.randint(1, 4)),
        loc=n.ch([["Resus ", (str(n.r.randint(1, 4)), "LOCATION_OTHER")], ["Acute bed ", (str(n.r.randint(1, 30)), "LOCATION_OTHER")],
                  ["ramp / corridor ", (str(n.r.randint(1, 8)), "LOCATION_OTHER")],
                  ["Fast Track chair ", (str(n.r.randint(1, 9)), "LOCATION_OTHER")]]))
    if n.coin(0.35):
        n.t("Offload delay: %d min (transfer of care %s)\n" % (n.r.randint(15, 180), t[2]))


def booking(n):
    v = n.v
    n.t(n.ch(["PATIENT TRANSPORT SERVICE - BOOKING LIST\n", "NEPT Bookings - Daily Run Sheet\n", "PTS DAILY SCHEDULE\n",
              "Non-Emergency Transport Manifest\n"]))
    n.x("Provider: {torg}   Date: {evd}   Depot: {city}\n")
    n.x("Coordinator: {s3}  ph {ph}  fax {fx}  email {s3em}\n", ph=(n.phone("land", ext=n.coin(0.3)), "PHONE"), fx=fax(n))
    n.x("Vehicle: {cs} ({rego})  Crew: {a} + {b}\n", a=crew(n, 0, "full"), b=crew(n, 1, "first"))
    n.t("-" * 70 + "\n")
    pipe = n.coin(0.6)
    if pipe:
        n.t("# | Time | Patient | Age | %s | From | To | Mob | Notes | Ref\n" % v["mrnlab"])
    rows = n.r.randint(5, 9)
    ts = times(n.r, rows)
    for i in range(rows):
        p = person(n.r)
        a = n.r.randint(19, 98)
        st = n.ch(P.STREET_NAMES) + " " + n.ch(P.STREET_TYPES[n.c])
        city = n.ch(P.PLACES[n.c])[0]
        hx = (n.ch(P.HOSPITALS[n.c]), "HOSPITAL")
        frm = n.ch([[v["ward"], ", ", v["h1"]], [hx], [(n.ch(P.WARDS_BY[n.c]), "HOSPITAL"), " ", v["h3"]],
                    [(n.ch(P.CARE_HOMES[n.c]), "HOSPITAL")],
                    ["home - ", ("%d %s" % (n.r.randint(1, 300), st), "STREET"), ", ", (city, "CITY")]])
        to = n.ch([["home - ", ("%d %s" % (n.r.randint(1, 300), n.ch(P.STREET_NAMES) + " " + n.ch(P.STREET_TYPES[n.c])), "STREET"),
                    " ", (city, "CITY")],
                   [(n.ch(P.CLINICS[n.c]), "HOSPITAL")], [v["h1"], " outpts"], [(n.ch(P.CARE_HOMES[n.c]), "HOSPITAL")],
                   [(n.ch(P.HOSPITALS[n.c]), "HOSPITAL"), " ", n.ch(["dialysis", "radiology", "oncology day unit", "fracture clinic"])]])
        mob = n.ch(["stretcher", "WC", "walker", "ambulant", "stretcher/O2", "bariatric", "WC + escort"])
        note = n.ch(["", "O2 2L NP", "dementia - may wander", "MRSA contact precautions", "escort: {rel} {fam}",
                     "NFR", "hard of hearing", "ph pt on arrival {ph}", "pickup after {tt}", "interpreter (Samoan)",
                     "weight 162 kg", "DNR form w/ pt", "pressure injury sacrum - 2 crew"])
        ref = (n.caseno("bk"), "IDNUM")
        pn = fmt_name(p, n.ch(["LF", "Lf", "full", "title", "LFm"]), "PATIENT")
        idv = (n.mrn(), "MRN")
        kw = {"rel": n.ch(P.RELATIONS), "fam": (n.ch(P.FIRST_F + P.FIRST_M) + " " + p["l"], "FAMILY"),
              "ph": (n.phone("mob"), "PHONE"), "tt": n.ch(["1400", "1130", "1545"])}
        if pipe:
            n.x("%d | %s | " % (i + 1, ts[i]))
            n.w(pn)
            n.x(" | {a} | {id} | {frm} | {to} | %s | " % mob, a=(str(a), "AGE"), id=idv, frm=frm, to=to)
            n.x(note, **kw)
            n.x(" | {ref}\n", ref=ref)
        else:
            n.x("%d) %s  " % (i + 1, ts[i]))
            n.w(pn)
            n.x(" ({a}%s)  {id}\n    FROM: {frm}\n    TO:   {to}\n    %s  ref {ref}\n" % (p["sex"], mob),
                a=(str(a), "AGE"), id=idv, frm=frm, to=to, ref=ref)
            if note:
                n.x("    note: " + note + "\n", **kw)
    n.t("-" * 70 + "\n")
    n.x("Booked by: {b1} ({h1}), {b2} ({h2})\n", b1=crew(n, 4, "full"), b2=crew(n, 5, n.ch(["full", "fl"])))
    if n.coin(0.5):
        n.x("Online bookings: {u}  - after hours ph {ph}\n", u=(n.url("booking/new"), "URL"), ph=(n.phone("land"), "PHONE"))
    n.x("Cancellations to {em} by 1600 day prior.\n", em=(n.email(role=n.ch(["pts.bookings", "nept", "transport.desk"])), "EMAIL"))


def shift(n):
    v = n.v
    night = n.coin(0.5)
    n.t(n.ch(["END OF SHIFT REPORT\n", "Crew Shift Report\n", "SHIFT SUMMARY - ", "Team Leader Shift Report\n"]))
    if night:
        n.x("Date: {d1} - {d2} (night)\n", d1=n.dt(v["_ev"], n.ch(["num", "short"])), d2=n.dt(later(n, 1), n.ch(["num", "short"])))
    else:
        n.x("Date: {evd} (day)\n")
    n.x("Station: {city} %s   Unit: {cs}\n" % n.ch(["Branch", "station", "Stn", "Station"]))
    n.x("Crew: {a} (%s, reg {s0reg}) / {b} (reg {s1reg})\n" % n.ch(["TL", "ICP", "ACP", "Paramedic"]),
        a=crew(n, 0, "full"), b=crew(n, 1, "full"))
    odo = n.r.randint(40000, 300000)
    n.x("Vehicle: {rl} {rego}  fleet {fleet}  odo %d - %d {km}\n" % (odo, odo + n.r.randint(60, 420)))
    st0 = (18 * 60 + 30) if night else (6 * 60 + 30)
    if n.coin(0.6):
        so = times(n.r, 2, start=st0, span=25)
        n.x("Sign-on: biometric {bio} at %s, {bio2} at %s\n" % (so[0], so[1]),
            bio=(n.bioid(), "BIOID"), bio2=(n.bioid(), "BIOID"))
    n.t("\nJOBS\n")
    k = n.r.randint(4, 8)
    ts = times(n.r, k, start=st0 + 35, span=60)
    for i in range(k):
        sc = n.ch(C.SCEN)
        p = person(n.r, sc["sex"])
        a = n.r.randint(sc["a"][0], sc["a"][1])
        n.x("%d. %s {inc} " % (i + 1, ts[i]), inc=(n.caseno("inc"), "IDNUM"))
        n.w(fmt_name(p, n.ch(["init", "init2", "fL", "title"] if a >= 16 else ["init", "init2", "fL"]), "PATIENT"))
        n.x(" {a}%s %s - " % (p["sex"], sc["cc"]), a=(str(a), "AGE"))
        dest = n.ch([[v["h1"]], [v["h2"]], ["NCR (non-conveyed, referred GP)"], [v["h1"], " - ramped %d min" % n.r.randint(20, 150)],
                     ["refused tx, capacity ok"], [v["home"]], ["cancelled en route"]])
        n.w(dest)
        n.t("\n")
    n.t("\nISSUES / EQUIPMENT\n")
    eq = n.ch(C.EQUIP)
    n.x("- %s SN {sn} %s\n" % (eq[0], n.ch(["failed self-test, swapped at station", "battery not holding charge", "printer jammed",
                                              "cracked screen - logged with fleet"])), sn=(n.device(), "DEVICE"))
    if n.coin(0.5):
        n.x("- ramping at {h1} from %s to %s, %d crews held\n" % (ts[0], ts[-1], n.r.randint(2, 9)))
    if n.coin(0.35):
        n.x("- needlestick / BBF exposure to {who}, bloods taken at {h2} ED, incident {ir}\n", who=crew(n, 1, "first"),
            ir=(n.caseno("ir"), "IDNUM"))
    if n.coin(0.35):
        n.x("- aggressive bystander at job %d ({street}, {city}), police attended, Sgt {cop}\n" % n.r.randint(1, k),
            cop=(n.ch(P.SURNAMES), "FAMILY"))
    n.t("- meal break: %s\n" % n.ch(["taken 1330", "missed", "interrupted x2", "taken late (2310)"]))
    n.t("- fatigue: %s\n" % n.ch(["ok", "OT 2.5 hrs - late job", "crew fatigued, stood down early", "ok, 1 hr OT"]))
    n.t("\n")
    n.x("Sent to OM {om} ({em})\n", om=crew(n, 4, "full"), em=v["s4em"])
    n.w(sign(n, 0))


def audit(n):
    v = n.v
    s = scen(n)
    n.t(n.ch(["CLINICAL AUDIT - CASE REVIEW\n", "Clinical Practice Audit\n", "CASE AUDIT FORM (QA)\n", "Clinical Governance - Job Review\n"]))
    n.x("Audit ref: {ar}   Case: {inc}\n", ar=(n.caseno("aud"), "IDNUM"))
    n.x("Date of case: {evd}   Date of audit: {da}\n", da=n.dt(later(n, n.r.randint(3, 40)), n.ch(["num", "mon", "iso"])))
    n.x("Auditor: {a} (%s)\n" % n.ch(["Clinical Support Officer", "CSO", "Medical Director", "QA Paramedic", "Clinical Educator"]),
        a=n.ch([crew(n, 5, "full"), doc(n, 5)]))
    n.x("Crew: {a} ({s0reg}), {b} ({s1reg})   Unit {cs}\n", a=crew(n, 0, "full"), b=crew(n, 1, "full"))
    n.x("Patient: {pp}, {age}{sx}, {mrnlab} {mrn}\n", pp=n.ch([v["pinit"], v["pLF"], v["pfull"]]))
    n.t("Working dx: %s   Trigger: %s\n\n" % (s["prov"], n.ch(["random sample", "S8 administered", "cardiac arrest", "non-conveyance",
                                                               "complaint from family", "paediatric", "time-critical trauma"])))
    n.t("Criterion                              | Met | Comment\n")
    crit = [("2 full sets of vital signs", ["Y", "Y", "N"]), ("12-lead ECG within 10 min", ["Y", "N", "N/A"]),
            ("pain score pre/post analgesia", ["Y", "N"]), ("drug dose per CPG", ["Y", "Y", "N"]),
            ("BGL recorded", ["Y", "N/A"]), ("allergies documented", ["Y", "Y", "N"]),
            ("time to scene < 15 min", ["Y", "N"]), ("pre-notification", ["Y", "N/A", "N"]),
            ("handover (IMIST-AMBO) documented", ["Y", "partial"]), ("NOK / contact details", ["Y", "N"])]
    n.r.shuffle(crit)
    met = 0
    tot = 0
    for c, opts in crit[:n.r.randint(6, 10)]:
        o = n.ch(opts)
        tot += 1
        met += o == "Y"
        com = ""
        if o == "N":
            if "min" in c:
                com = "late - %d min" % n.r.randint(11, 30)
            elif "dose" in c:
                com = n.ch(["dose outside CPG", "weight not recorded"])
            elif "vital" in c:
                com = "only 1 set"
            else:
                com = n.ch(["not documented", "incomplete"])
        n.t("%-38s | %-3s | %s\n" % (c, o, com))
    n.t("\nScore: %d/%d (%d%%)\n" % (met, tot, round(100.0 * met / tot)))
    n.t("\nFindings: %s. Tx given: %s. " % (typo(n, s["find"]), ", ".join(s["tx"][:2])))
    n.t(n.ch(["Good clinical reasoning.", "Consider earlier analgesia.", "Documentation of consent incomplete.",
              "Appropriate destination decision.", "Deviation from CPG justified in narrative."]) + "\n")
    if n.coin(0.4):
        n.x("Family feedback: {rel} {nok} %s.\n" % n.ch(["praised crew", "raised concern re wait time", "lodged complaint re cost"]))
    n.x("\nFeedback given to {who} on {fd} by %s" % n.ch(["phone", "email", "in person at station"]),
        who=crew(n, 0, n.ch(["first", "full"])), fd=n.dt(later(n, n.r.randint(41, 60)), n.ch(["num", "mon", "dm"])))
    if n.coin(0.5):
        n.x(" ({ph})", ph=(n.phone("mob"), "PHONE"))
    n.t(".\n")
    if n.coin(0.5):
        n.x("CPD module assigned: {u}\n", u=(n.url("learning/cpg-" + n.ch(["pain", "acs", "stroke", "airway"])), "URL"))
    n.x("Reviewed by {a}\n", a=doc(n, 6))

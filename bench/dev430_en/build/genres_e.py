"""Genres: OPAT clinic review note (own genre), OPAT outcomes registry export (own genre)."""
import ident as I
import labs as L
from case import Case, pick
from common import cb, rule, pt_header, sig, time, hn, drug_line, meds_list
from doc import Doc


def clinic_review(rng, country, lower):
    c = Case(rng, country)
    d = Doc(rng, lower, typo_rate=0.035)
    seen = I.add_days(c.start, rng.randint(3, max(4, (c.end - c.start).days - 1)))
    wk = (seen - c.start).days // 7 + 1
    d.w("{u} - {t}\n", u=("HOSPITAL", c.opat_unit), t=pick(rng, ["OPAT CLINIC REVIEW", "ID/OPAT clinic note", "Face-to-face OPAT review"]))
    d.w("Date: {dt}  {tm}   Seen in: chair {ch}", dt=c.D(seen), tm=time(rng), ch=("LOCATION_OTHER", str(rng.randint(1, 14))))
    if rng.random() < 0.4:
        d.w(", room {r}", r=("LOCATION_OTHER", c.room))
    if rng.random() < 0.4:
        d.w(", {b}", b=("LOCATION_OTHER", c.building))
    d.w("   Visit no: {v}\n", v=("ACCOUNT", I.account(rng)))
    pt_header(d, c)
    d.t("Seen by: ")
    d.v(c.id_cons.dr() if rng.random() < 0.5 else c.nurse.signed())
    if rng.random() < 0.4:
        d.t(" with ")
        d.v(c.ref_junior.dr())
        d.t(" (" + pick(rng, ["ID registrar", "ST4 micro", "fellow", "resident"]) + ")")
    d.t("\nAccompanied by: ")
    d.v([c.nok_rel + " ", c.nok.firstname()] if rng.random() < 0.6 else "attended alone")
    d.t("\n" + rule(rng))
    d.w("S: {a}{s} with {dx}, week {w} of {t} of {drug} ({f}). ", a=c.age_v(),
        s=pick(rng, [" yo " + c.sexword(), "yo " + c.sex, " y/o " + c.sex]), dx=c.dx, w=str(wk), t=str(c.weeks), drug=c.drug, f=c.freq)
    d.t(pick(rng, ["Feels much better. ", "Pain improving, now on paracetamol only. ", "Tired but otherwise ok. ",
                   "Some night sweats last week, now resolved. ", "Worried about going back to work. "]))
    d.t(pick(rng, ["No fevers/rigors. ", "Nil rigors. ", "Denies fevers. "]) + pick(rng, ["No diarrhoea. ", "BO normal. ", "Loose stool x1 last wk. "]))
    if not c.retired and rng.random() < 0.5:
        d.t("Asks when can return to work as " + ("an " if c.job[0] in "aeiou" else "a ") )
        d.v(("PROFESSION", c.job))
        d.t(" - ")
        d.t(pick(rng, ["advised after course complete.", "discussed phased return.", "fit note extended 4 wks."]) + " ")
    d.t("\nO: T %.1f  HR %d  BP %d/%d  RR %d  SpO2 %d%% RA  Wt %d kg\n" % (
        rng.uniform(36.2, 37.6), rng.randint(58, 98), rng.randint(104, 158), rng.randint(60, 92), rng.randint(12, 18),
        rng.randint(94, 99), c.weight))
    d.w("   {l} {arm} arm: site clean, ext length unchanged, VIP 0. ", l=c.line, arm=c.arm)
    d.t(pick(rng, ["Wound healing, no erythema. ", "Knee: small effusion, ROM 0-95. ", "Foot: ulcer 1x1 cm, granulating, probe-to-bone neg. ",
                   "Back: non-tender. Power 5/5 both legs. ", "HS I+II+0, soft systolic murmur unchanged. ",
                   "Chest: scattered creps R base. "]))
    hn(d, c, rng.randint(1, 2))
    d.t("\n")
    rows, lvl = L.panel(rng, country, wk, None, {"wcc", "neut", "eos", "creat", "alt", "crp"}, c.level)
    d.w("   Bloods {dt}: ", dt=c.Ds(I.add_days(seen, -rng.randint(0, 3))))
    d.t(", ".join("%s %s" % (r[0], r[1]) for r in rows))
    if lvl:
        d.t(", %s %s" % (lvl[0].lower(), lvl[1]))
    d.t("\nA: " + pick(rng, ["Responding well to IV therapy.", "Good clinical & biochemical response.",
                             "Slow improvement; CRP plateau.", "Stable; tolerating treatment."]) + "\n")
    d.t("P:\n")
    d.w(" 1. Continue {drug} to {end}", drug=c.drug, end=c.D(c.end))
    d.t(pick(rng, [", then ", " then switch to "]) + c.oral + "\n")
    d.w(" 2. Bloods weekly; next {dt}\n", dt=c.Dw(I.add_days(seen, 7)))
    if rng.random() < 0.5:
        d.w(" 3. Repeat MRI {dt} - request sent\n", dt=c.D(I.add_days(seen, rng.randint(14, 40))))
    if rng.random() < 0.3:
        d.t(" 4. Letter to ")
        d.v(c.gp.dr())
        d.w(" ({p})\n", p=("HOSPITAL", c.practice))
    if rng.random() < 0.35:
        d.t(" - Discussed at virtual MDT on ")
        d.v(c.Dw(I.add_days(seen, -rng.randint(1, 6))))
        d.t("\n")
    d.t("\n")
    who = c.id_cons if rng.random() < 0.5 else c.ref_junior
    d.v(who.dr_full())
    d.t(pick(rng, [" / ID", ", ID consultant", " (dictated, not read)"]) + "\n")
    if rng.random() < 0.5:
        d.w("Dictated {dt}. Transcribed by {t}\n", dt=c.Ds(seen),
            t=("DOCTOR", "%s%s" % (c.nurse2.first[0].lower(), c.nurse2.last[0].lower())))
    return d


BSAC_OPAT = ["success", "success", "partial success", "failure", "indeterminate"]
BSAC_INF = ["cured", "improved", "improved", "failed", "indeterminate"]


def _kv(d, key, val, width=22):
    d.t(("%-" + str(width) + "s") % (key + ":") + " ")
    d.v(val)
    d.t("\n")


def registry(rng, country, lower):
    d = Doc(rng, lower, typo_rate=0.0)
    c0 = Case(rng, country)
    exp = I.add_days(c0.end, rng.randint(5, 60))
    d.t(pick(rng, ["OPAT OUTCOMES REGISTRY - RECORD EXPORT\n", "# OPAT National Outcomes Dataset - local extract\n",
                   "OPAT REGISTRY EXTRACT (CSV->text)\n"]))
    d.w("export_ts={ts}T{tm}:{s}Z  user={u}  src_ip={ip}\n", ts=("DATE", I.fmt_date(exp, "iso")), tm=time(rng),
        s="%02d" % rng.randint(0, 59), u=("USERNAME", c0.nurse.user), ip=("IPADDR", I.ipaddr(rng)))
    d.w("site={h}  unit={u}\n", h=("HOSPITAL", c0.hospital), u=("HOSPITAL", c0.opat_unit))
    d.t(rule(rng))
    n = rng.randint(1, 3)
    for i in range(n):
        c = c0 if i == 0 else Case(rng, country, anchor=I.add_days(c0.start, -rng.randint(0, 120)))
        d.t("[record %d/%d]\n" % (i + 1, n))
        _kv(d, "episode_id", ("ACCOUNT", c.acct))
        _kv(d, "patient_mrn", ("MRN", c.mrn))
        if country == "UK":
            _kv(d, "nhs_number", ("MRN", c.nhs))
        elif country == "US":
            _kv(d, "ssn", ("SSN", c.ssn))
            _kv(d, "payer_member_id", ("HEALTHPLAN", c.hp))
        elif country == "CA":
            _kv(d, "health_card_no", ("HEALTHPLAN", c.hp))
        elif country == "AU":
            _kv(d, "medicare_no", ("HEALTHPLAN", c.hp))
        else:
            _kv(d, "ppsn", ("SSN", c.ssn))
        _kv(d, "patient_name", ("PATIENT", "%s^%s^%s" % (c.pt.last.upper(), c.pt.first.upper(), c.pt.mi)))
        _kv(d, "dob", ("DATE", I.fmt_date(c.dob, "iso")))
        _kv(d, "age_at_referral", c.age_v())
        _kv(d, "sex", c.sex)
        _kv(d, "postcode" if country in ("UK", "AU", "IE") else "zip", ("ZIP", c.zip))
        _kv(d, "town", ("CITY", c.city))
        _kv(d, "referring_site", ("HOSPITAL", c.hospital))
        _kv(d, "referring_specialty", c.ref_spec)
        _kv(d, "referral_date", ("DATE", I.fmt_date(I.add_days(c.start, -rng.randint(1, 5)), "iso")))
        _kv(d, "opat_model", pick(rng, ["S-OPAT", "clinic", "home-nurse", "HITH", "mixed"]))
        _kv(d, "indication", c.dx.split(",")[0])
        _kv(d, "organism", c.org)
        _kv(d, "drug_1", "%s %s %s" % (c.drug, c.dose, c.freq))
        _kv(d, "iv_start", ("DATE", I.fmt_date(c.start, "iso")))
        _kv(d, "iv_end", ("DATE", I.fmt_date(c.end, "iso")))
        _kv(d, "opat_days", str((c.end - c.start).days))
        _kv(d, "line_type", c.line)
        if rng.random() < 0.6:
            _kv(d, "line_lot", ("DEVICE", c.line_lot))
        if rng.random() < 0.5:
            _kv(d, "pump_serial", ("DEVICE", c.pump_sn))
        _kv(d, "adverse_events", pick(rng, ["none", "none", "rash", "neutropenia", "line occlusion", "CRBSI", "AKI", "C.difficile"]))
        _kv(d, "readmission_30d", pick(rng, ["N", "N", "N", "Y"]))
        _kv(d, "outcome_infection", pick(rng, BSAC_INF))
        _kv(d, "outcome_opat", pick(rng, BSAC_OPAT))
        _kv(d, "responsible_clinician", [("DOCTOR", "%s^%s" % (c.id_cons.last.upper(), c.id_cons.first.upper()))])
        if rng.random() < 0.5:
            _kv(d, "clinician_reg_no", ("LICENSE", c.id_cons.lic))
        _kv(d, "gp_practice", ("HOSPITAL", c.practice))
        _kv(d, "entered_by", ("USERNAME", pick(rng, [c0.nurse.user, c0.nurse2.user, c0.pharm.user])))
        _kv(d, "entered_on", ("DATE", I.fmt_date(I.add_days(c.end, rng.randint(1, 20)), "iso")))
        if rng.random() < 0.3:
            _kv(d, "comment", pick(rng, ["data validated vs eMAR", "outcome at 6m pending",
                                          "patient moved area - outcome from GP", "consent for registry: verbal"]))
        d.t("\n")
    d.t("records=%d  checksum=%s\n" % (n, "x" + "".join(rng.choice("0123456789abcdef") for _ in range(12))))
    return d
